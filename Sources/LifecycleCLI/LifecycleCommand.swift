// ViewLifecycle · LifecycleCLI

/// The `lifecycle` command.
public enum LifecycleCommand {
    /// Runs the command with `arguments` (without the program name) and returns its exit code.
    public static func run(_ arguments: [String]) -> Int32 { 0 }
}
