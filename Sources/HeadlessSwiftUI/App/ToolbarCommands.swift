// ViewLifecycle · HeadlessSwiftUI

/// A built-in set of commands for manipulating window toolbars.
///
/// Stored only: there is no menu headlessly.
@available(iOS 14.0, *)
@available(tvOS, unavailable)
public struct ToolbarCommands: Commands {
    /// Creates the set of commands.
    public init() {}

    /// The commands' contents: none headlessly, as there is no menu.
    public var body: some Commands { EmptyCommands() }
}

@available(*, unavailable)
extension ToolbarCommands: Sendable {}
