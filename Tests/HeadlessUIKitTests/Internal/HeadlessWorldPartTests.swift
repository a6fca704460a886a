// ViewLifecycle · HeadlessUIKitTests

import HeadlessUIKit
import Testing

/// A part as a sibling module would keep one: it notes its tear-down and what the world showed
/// while it tore down.
@MainActor private final class RecordingPart: HeadlessWorldPart {
    static var events: [String] = []
    static weak var root: UIViewController?
    var value = 0

    init() { Self.events.append("init") }

    func tearDown() {
        Self.events.append("tearDown value=\(value) rootReleased=\(Self.root == nil)")
    }
}

// Reached through `package` access, as HeadlessSwiftUI reaches it: no `@testable` import.
@MainActor
@Suite(.serialized, .headlessWorld)
struct HeadlessWorldPartTests {
    @Test("a part is made once per world and torn down by reset, after UIKit's controllers are gone")
    func partLivesWithItsWorld() {
        Headless.reset()
        RecordingPart.events = []
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        do {
            let root = UIViewController()
            RecordingPart.root = root
            window.rootViewController = root
        }
        window.makeKeyAndVisible()
        HeadlessWorld.shared.part(RecordingPart.self).value = 7
        #expect(HeadlessWorld.shared.part(RecordingPart.self).value == 7)
        #expect(RecordingPart.events == ["init"])

        Headless.reset()
        #expect(RecordingPart.events == ["init", "tearDown value=7 rootReleased=true"])
        #expect(HeadlessWorld.shared.part(RecordingPart.self).value == 0)
        #expect(RecordingPart.events == ["init", "tearDown value=7 rootReleased=true", "init"])
    }

    @Test("the console keeps what it prints until reset")
    func consoleKeepsMessages() {
        Headless.reset()
        HeadlessWorld.shared.console.write("first")
        HeadlessWorld.shared.console.write("second")
        #expect(Headless.consoleMessages == ["first", "second"])
        Headless.reset()
        #expect(Headless.consoleMessages == [])
    }

    @Test("work a sibling queues runs on UIKit's run loop, timed work at its virtual time")
    func siblingWorkRunsOnTheRunLoop() {
        Headless.reset()
        let world = HeadlessWorld.shared
        var log: [String] = []
        world.schedule(after: 0.5) { log.append("timed at \(world.now)") }
        world.enqueue { log.append("turn at \(world.now)") }
        #expect(log == [])
        Headless.advance(by: 0.1)
        #expect(log == ["turn at 0.0"])
        Headless.runUntilIdle()
        #expect(log == ["turn at 0.0", "timed at 0.5"])
    }
}
