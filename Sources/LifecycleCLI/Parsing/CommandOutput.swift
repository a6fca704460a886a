// ViewLifecycle · LifecycleCLI

/// Where a subcommand writes: standard output and standard error, injectable for tests.
struct CommandOutput {
    /// Writes text to standard output as is.
    var write: (String) -> Void
    /// Writes text to standard error as is.
    var writeError: (String) -> Void
}
