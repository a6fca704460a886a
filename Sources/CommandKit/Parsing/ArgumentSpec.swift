// ViewLifecycle · CommandKit

/// The positional argument a command takes: its placeholder, its help, and whether it may be left out.
package struct ArgumentSpec: Equatable, Sendable {
    /// The placeholder, without angle brackets: `file`.
    package var name: String
    /// One line for the help text.
    package var help: String
    /// Whether the command runs without it.
    package var isOptional = false

    /// Creates an argument row.
    package init(name: String, help: String, isOptional: Bool = false) {
        self.name = name
        self.help = help
        self.isOptional = isOptional
    }

    /// How the help's usage line shows it: `<file>`, or `[<subcommand>]` when optional.
    var usage: String { isOptional ? "[<\(name)>]" : "<\(name)>" }

    /// How many positionals it allows.
    var allowedCount: ClosedRange<Int> { isOptional ? 0...1 : 1...1 }
}
