// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension Headless {
    /// Runs `body` in a fresh headless world that no other caller of `withWorld` (and no test
    /// with the `.headless` trait) touches until `body` returns.
    ///
    /// Waits for the world (process-wide, first come first served), resets it, with `profile`
    /// when one is given, then runs `body`; the world is free again once `body` returns or
    /// throws. This is the `.headless` trait's scope, for XCTest and for code outside a trait:
    ///
    /// ```swift
    /// final class CounterTests: XCTestCase {
    ///     @MainActor func testTap() async throws {
    ///         try await Headless.withWorld {
    ///             Headless.host(CounterView())
    ///             try Headless.tap("Add")
    ///             XCTAssertEqual(Headless.screen(), "Button \"Add\"\nText \"1\"\n")
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// Called while the current task already holds the world (inside a `.headless` test), it
    /// does not wait again: it resets the world and runs `body`.
    ///
    /// - Parameters:
    ///   - profile: The iOS version the fresh world behaves as, or `nil` for the latest.
    ///   - body: What runs in the world.
    /// - Returns: What `body` returns.
    public static func withWorld<Result>(
        profile: Profile? = nil, _ body: @MainActor () async throws -> Result
    ) async rethrows -> Result {
        guard !WorldLock.isHeldHere else {
            freshWorld(profile: profile)
            return try await body()
        }
        await WorldLock.shared.acquire()
        do {
            let result = try await WorldLock.$isHeldHere.withValue(true) {
                freshWorld(profile: profile)
                return try await body()
            }
            await WorldLock.shared.release()
            return result
        } catch {
            await WorldLock.shared.release()
            throw error
        }
    }

    private static func freshWorld(profile: Profile?) {
        if let profile { reset(profile: profile) } else { reset() }
    }
}
