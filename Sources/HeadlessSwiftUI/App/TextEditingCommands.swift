// ViewLifecycle · HeadlessSwiftUI

/// A built-in group of commands for searching, editing, and transforming selections of text.
///
/// Stored only: there is no menu headlessly.
@available(iOS 14.0, *)
@available(tvOS, unavailable)
public struct TextEditingCommands: Commands {
    /// Creates the set of commands.
    public init() {}

    /// The commands' contents: none headlessly, as there is no menu.
    public var body: some Commands { EmptyCommands() }
}

@available(*, unavailable)
extension TextEditingCommands: Sendable {}
