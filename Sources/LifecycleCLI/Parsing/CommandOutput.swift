// ViewLifecycle · LifecycleCLI

import Foundation

/// Where a command writes: standard output and standard error, injectable for tests.
package struct CommandOutput {
    /// Writes text to standard output as is.
    package var write: (String) -> Void
    /// Writes text to standard error as is.
    package var writeError: (String) -> Void
    /// The terminal standard output goes to, if any: whether colour and pauses are allowed.
    package var terminal: Terminal

    /// Creates an output from its two writers; it is no terminal unless `terminal` says so.
    package init(
        write: @escaping (String) -> Void, writeError: @escaping (String) -> Void,
        terminal: Terminal = .notATerminal
    ) {
        self.write = write
        self.writeError = writeError
        self.terminal = terminal
    }

    /// The process's standard output and standard error.
    package static var standard: CommandOutput {
        CommandOutput(
            write: { FileHandle.standardOutput.write(Data($0.utf8)) },
            writeError: { FileHandle.standardError.write(Data($0.utf8)) }, terminal: .process)
    }

    /// Writes a whole document to standard output, ending it with a newline if it has none.
    package func writeDocument(_ text: String) {
        write(text.hasSuffix("\n") ? text : text + "\n")
    }
}
