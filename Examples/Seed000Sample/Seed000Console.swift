// ViewLifecycle · Seed000Sample

// Where seed 000's `print(self, #function)` lines go. Shadowing `print` in this module leaves
// the seed's code as written: `swift run seed000` prints them to standard output as the
// Playground did, and `lifecycle demo`, which shows the same callbacks from HeadlessUIKit's trace,
// turns them off so they cannot interleave with its own output.

/// The destination of seed 000's console output.
public enum Seed000Console {
    /// Receives each printed line with its terminator; standard output unless replaced.
    ///
    /// Set only from the main thread, before or after the seed's views run (the seed's
    /// coordinator prints from a nonisolated `init` and `deinit`, so no actor can guard it).
    nonisolated(unsafe) public static var write: (String) -> Void = { Swift.print($0, terminator: "") }
}

/// Seed 000's `print`, with the standard library's signature, writing to `Seed000Console.write`.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    Seed000Console.write(items.map { "\($0)" }.joined(separator: separator) + terminator)
}
