// ViewLifecycle · HeadlessTestSupport

import Testing

#if canImport(UIKit)
    /// A trait giving each test case the headless world to itself, across every test target.
    ///
    /// The world is one per process, and all test targets run in one process, in parallel. A
    /// synchronous main-actor test cannot interleave with another, but an async test that suspends
    /// (waiting for a `task` to start, say) frees the main actor, and another target's test could
    /// reset the world under it. Suites that touch the world take this trait; their test cases then
    /// run one at a time, process-wide. On an Apple platform the tests share the app's one real world
    /// instead, which nothing resets; the trait still runs them one at a time, which none relies on.
    public struct HeadlessWorldAccess: SuiteTrait, TestTrait, TestScoping {
        /// Applies to every test in the suite and its nested suites.
        public var isRecursive: Bool { true }

        /// Runs each test case while holding the world; a suite's own scope takes nothing.
        public func provideScope(
            for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
        ) async throws {
            guard testCase != nil else { return try await function() }
            await HeadlessWorldLock.shared.acquire()
            do {
                try await function()
            } catch {
                await HeadlessWorldLock.shared.release()
                throw error
            }
            await HeadlessWorldLock.shared.release()
        }
    }

    extension Trait where Self == HeadlessWorldAccess {
        /// The test cases touch the headless world: run them one at a time across all test targets.
        public static var headlessWorld: Self { HeadlessWorldAccess() }
    }

    /// An async mutex: first come, first served.
    actor HeadlessWorldLock {
        static let shared = HeadlessWorldLock()

        private var isHeld = false
        private var waiters: [CheckedContinuation<Void, Never>] = []

        func acquire() async {
            guard isHeld else {
                isHeld = true
                return
            }
            await withCheckedContinuation { waiters.append($0) }
        }

        func release() {
            guard !waiters.isEmpty else {
                isHeld = false
                return
            }
            waiters.removeFirst().resume()
        }
    }
#else
    import HeadlessTesting

    extension Trait where Self == HeadlessTrait {
        /// The test cases touch the headless world: HeadlessTesting's `.headless`, so each test
        /// case gets a fresh world and holds it alone, across all test targets.
        public static var headlessWorld: Self { .headless }
    }
#endif
