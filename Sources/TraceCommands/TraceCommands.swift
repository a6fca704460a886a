// ViewLifecycle · TraceCommands

import CommandKit

/// The trace subcommands as rows of a command table: the `lifecycle` command lists them after
/// `demo`, and a tool that needs only them (the hostile-input benchmark) runs them alone.
package enum TraceCommands {
    /// `check`, `normalize` and `diagram`, in the order the help lists them.
    package static let rows = [
        CommandRow(CheckCommand.self), CommandRow(NormalizeCommand.self), CommandRow(DiagramCommand.self),
    ]
}
