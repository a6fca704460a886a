// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI
import Testing

/// A trait that gives each test case a fresh headless world of its own.
///
/// Each test case waits for the world, finds it reset (to `profile` when one is given), and
/// keeps it to itself until it ends, whatever Swift Testing runs in parallel: two test cases
/// that use the world never overlap, across suites and test targets, even when they suspend.
/// Test cases without the trait are not held back. On a suite it applies to every test in it
/// and in its nested suites; a test's own `.headless(profile:)` inside a `.headless` suite
/// picks that test's profile.
///
/// ```swift
/// @Suite(.headless) @MainActor struct CounterTests {
///     @Test func tapAdds() throws { … }
///     @Test(.headless(profile: .iOS17)) func onIOS17() throws { … }
/// }
/// ```
public struct HeadlessTrait: SuiteTrait, TestTrait, TestScoping {
    /// The iOS version each test case's fresh world behaves as, or `nil` for the latest.
    public var profile: Headless.Profile?

    /// Applies to every test in the suite and in its nested suites.
    public var isRecursive: Bool { true }

    /// Runs each test case in a fresh world it holds alone (`Headless.withWorld(profile:_:)`);
    /// a suite's own scope takes nothing.
    ///
    /// - Parameters:
    ///   - test: The test or suite.
    ///   - testCase: The test case, or `nil` for a suite's own scope.
    ///   - function: The test case's body.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil else { return try await function() }
        try await Headless.withWorld(profile: profile) { try await function() }
    }
}

extension Trait where Self == HeadlessTrait {
    /// Each test case gets a fresh headless world, and no other test that uses the world runs
    /// until it ends.
    public static var headless: Self { HeadlessTrait(profile: nil) }

    /// Each test case gets a fresh headless world that behaves as `profile`, and no other test
    /// that uses the world runs until it ends.
    ///
    /// - Parameter profile: The iOS version to behave as (`.iOS17`, `.iOS18`, `.iOS26`).
    /// - Returns: The trait.
    public static func headless(profile: Headless.Profile) -> Self { HeadlessTrait(profile: profile) }
}
