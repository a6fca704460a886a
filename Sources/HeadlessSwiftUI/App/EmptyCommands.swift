// ViewLifecycle · HeadlessSwiftUI

/// An empty group of commands.
@available(iOS 14.0, *)
@available(tvOS, unavailable)
public struct EmptyCommands: Commands {
    /// Creates an empty command hierarchy.
    public init() {}

    /// A primitive command group has no body.
    public typealias Body = Never
}

@available(*, unavailable)
extension EmptyCommands: Sendable {}
