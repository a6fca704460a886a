// ViewLifecycle · HeadlessTestingTests

import HeadlessTesting
import Testing

/// Fifty test cases that Swift Testing runs in parallel, each suspending between mounting its
/// screen and tapping it: were two to share the world, one would read the other's screen, or
/// find the world not fresh.
@Suite(.headless) struct HeadlessTraitTests {
    @Test("each parallel test case mounts, suspends, taps and reads only its own screen", arguments: 0..<50)
    @MainActor func isolatedCase(_ index: Int) async throws {
        #expect(Headless.screen() == "(no window on screen)\n")
        Headless.host(Counter(name: "Case \(index)"))
        for _ in 0..<(index % 4 + 1) { await Task.yield() }
        await Task.detached { await Task.yield() }.value
        let taps = index % 3 + 1
        for _ in 0..<taps { try Headless.tap("Add") }
        await Task.yield()
        #expect(
            Headless.screen() == """
                Text "Case \(index): \(taps)"
                Button "Add"

                """)
    }

    @Test("a test's own profile wins over the suite's fresh world", .headless(profile: .iOS17))
    @MainActor func testProfile() async {
        await Task.yield()
        #expect(Headless.profile == .iOS17)
    }

    @Test("without a profile the fresh world behaves as the latest iOS")
    @MainActor func latestProfile() async {
        await Task.yield()
        #expect(Headless.profile == .latest)
    }
}
