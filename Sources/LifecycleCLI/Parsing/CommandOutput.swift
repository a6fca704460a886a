// ViewLifecycle · LifecycleCLI

/// Where a subcommand writes: standard output and standard error, injectable for tests.
struct CommandOutput {
    /// Writes text to standard output as is.
    var write: (String) -> Void
    /// Writes text to standard error as is.
    var writeError: (String) -> Void

    /// Writes a whole document to standard output, ending it with a newline if it has none.
    func writeDocument(_ text: String) {
        write(text.hasSuffix("\n") ? text : text + "\n")
    }
}
