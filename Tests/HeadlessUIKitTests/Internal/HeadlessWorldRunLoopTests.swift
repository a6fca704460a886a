// ViewLifecycle · HeadlessUIKitTests

import Testing

@testable import HeadlessUIKit

@MainActor
@Suite(.serialized, .headlessWorld)
struct HeadlessWorldRunLoopTests {
    @Test("work queued during a turn waits for the next turn")
    func queuedWorkWaitsForNextTurn() {
        Headless.reset()
        let world = HeadlessWorld.shared
        var log: [String] = []
        world.enqueue {
            log.append("first")
            world.enqueue { log.append("second") }
        }
        world.runTurn()
        #expect(log == ["first"])
        world.runTurn()
        #expect(log == ["first", "second"])
    }

    @Test("advance(by:) stops at the deadline; runUntilIdle jumps to the last event")
    func virtualClock() {
        Headless.reset()
        let world = HeadlessWorld.shared
        var log: [String] = []
        world.schedule(after: 0.5) { log.append("late") }
        world.schedule(after: 0.35) { log.append("early") }
        Headless.advance(by: 0.4)
        #expect(log == ["early"])
        #expect(world.now == 0.4)
        Headless.runUntilIdle()
        #expect(log == ["early", "late"])
        #expect(world.now == 0.5)
    }

    @Test("reset gives a fresh world with an empty trace and an active app")
    func resetIsFresh() {
        Headless.reset()
        Headless.enterBackground()
        HeadlessWorld.shared.schedule(after: 1) {}
        Headless.reset()
        #expect(HeadlessWorld.shared.now == 0)
        #expect(HeadlessWorld.shared.timeline.isEmpty)
        #expect(Headless.trace.isEmpty)
        #expect(UIApplication.shared.applicationState == .active)
    }
}
