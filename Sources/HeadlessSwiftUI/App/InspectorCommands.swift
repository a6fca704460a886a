// ViewLifecycle · HeadlessSwiftUI

/// A built-in set of commands for manipulating inspectors.
///
/// Stored only: there is no menu headlessly.
@available(iOS 17.0, *)
@available(tvOS, unavailable)
public struct InspectorCommands: Commands {
    /// Creates the set of commands.
    public init() {}

    /// The commands' contents: none headlessly, as there is no menu.
    public var body: some Commands { EmptyCommands() }
}

@available(*, unavailable)
extension InspectorCommands: Sendable {}
