// ViewLifecycle · HeadlessUIKitTests

import Foundation

/// What code in this test module printed, read without redirecting standard output.
///
/// Seed 000's controller calls `print(self, #function)`; inside this module that name finds the
/// `print` below before the standard library's, which keeps the line here and still prints it.
/// The store is lock-protected because the seed prints from `deinit`, which is nonisolated.
final class SeedConsole: @unchecked Sendable {
    /// The one console of the test module.
    static let shared = SeedConsole()

    private let lock = NSLock()
    private var lines: [String] = []

    /// Appends one printed line.
    func append(_ line: String) {
        lock.lock()
        defer { lock.unlock() }
        lines.append(line)
    }

    /// Returns the lines printed while `body` ran.
    func lines(during body: () -> Void) -> [String] {
        lock.lock()
        let before = lines.count
        lock.unlock()
        body()
        lock.lock()
        defer { lock.unlock() }
        return Array(lines.dropFirst(before))
    }
}

/// Prints as the standard library does, keeping the line in ``SeedConsole``.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    let line = items.map { "\($0)" }.joined(separator: separator)
    SeedConsole.shared.append(line)
    Swift.print(line, terminator: terminator)
}
