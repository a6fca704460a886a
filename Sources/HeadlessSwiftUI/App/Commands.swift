// ViewLifecycle · HeadlessSwiftUI

/// Conforming types represent a group of related commands that can be exposed to the user via
/// the main menu (on iPadOS, the menu a hardware keyboard's Command key shows).
///
/// There is no menu headlessly: a scene's commands are accepted and never shown or performed.
@available(iOS 14.0, *)
@available(tvOS, unavailable)
public protocol Commands {
    /// The type of commands that represents the body of this command hierarchy.
    associatedtype Body: Commands

    /// The contents of the command hierarchy.
    @CommandsBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 14.0, *)
@available(tvOS, unavailable)
extension Never: Commands {}

@available(iOS 14.0, *)
@available(tvOS, unavailable)
extension Commands where Body == Never {
    /// A built-in command group has no body.
    public var body: Never {
        fatalError("body of \(Self.self) should not be called: it is a primitive command group")
    }
}
