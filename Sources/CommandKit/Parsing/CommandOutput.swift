// ViewLifecycle · CommandKit

/// Where a command writes: standard output and standard error, injectable for tests.
///
/// Writing to standard output can fail (a full disk, a closed pipe), so ``write`` throws; the
/// failure travels up to ``CommandTable/run(_:_:)``, which maps it in the one place errors are
/// mapped. Standard error is where such failures are reported, so its writer does not throw: if
/// it fails too, there is nowhere left to say so, and the exit status alone tells.
package struct CommandOutput {
    /// Writes text to standard output as is.
    package var write: (String) throws(CommandError) -> Void
    /// Writes text to standard error as is.
    package var writeError: (String) -> Void
    /// Writes out what ``write`` buffered.
    package var flush: () throws(CommandError) -> Void
    /// The terminal standard output goes to, if any: whether colour and pauses are allowed.
    package var terminal: Terminal

    /// Creates an output from its two writers and the flush of the first; it is no terminal
    /// unless `terminal` says so.
    package init(
        write: @escaping (String) throws(CommandError) -> Void, writeError: @escaping (String) -> Void,
        flush: @escaping () throws(CommandError) -> Void = {}, terminal: Terminal = .notATerminal
    ) {
        self.write = write
        self.writeError = writeError
        self.flush = flush
        self.terminal = terminal
    }

    /// The process's standard output (buffered) and standard error (written at once).
    package static var standard: CommandOutput {
        let output = FileWriter(descriptor: 1, stream: "standard output")
        let error = FileWriter(descriptor: 2, stream: "standard error")
        return CommandOutput(
            write: { text throws(CommandError) in try output.write(text) },
            writeError: { text in
                // Standard output first, so the two streams keep their order on a terminal.
                try? output.flush()
                try? error.write(text)
                try? error.flush()
            },
            flush: { () throws(CommandError) in try output.flush() }, terminal: .process)
    }

    /// Writes a whole document to standard output, ending it with a newline if it has none.
    package func writeDocument(_ text: String) throws(CommandError) {
        try write(text.hasSuffix("\n") ? text : text + "\n")
    }
}
