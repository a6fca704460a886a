// ViewLifecycle · HeadlessSwiftUI

/// A built-in group of commands for searching, editing, and transforming selections of text.
///
/// Stored only: there is no menu headlessly.
@available(iOS 14.0, *)
@available(tvOS, unavailable)
public struct TextEditingCommands: Commands {
    /// Creates the set of commands.
    public init() {}

    /// A primitive command group has no body.
    public typealias Body = Never
}

@available(*, unavailable)
extension TextEditingCommands: Sendable {}
