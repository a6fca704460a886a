// ViewLifecycle · HeadlessUIKitTests

import Testing

// Internal: the runner's state machine is the runtime's own, so this file runs headlessly only.
@testable import HeadlessUIKit

/// The transition runner's life as transcripts: each input to its state machine followed by the
/// exact action it answers with and the state it leaves behind, refusals included.
@MainActor
struct TransitionRunnerTests {
    typealias Machine = TransitionRunner.StateMachine

    @Test("an animated transition performs its will half, waits for the animation, then its did half")
    func animated() {
        var machine = Machine(ending: .afterAnimation(0.35))
        #expect(machine.current == .idle)
        #expect(machine.alongsideAnimation() == .keepUntilWillHalfPerformed)
        #expect(machine.start() == .performWillHalf)
        #expect(machine.current == .startingWillHalf(.none))
        #expect(machine.alongsideAnimation() == .keepUntilWillHalfPerformed)
        #expect(machine.willHalfPerformed() == .endAfter(0.35))
        #expect(machine.current == .running(.none))
        #expect(machine.alongsideAnimation() == .runNow)
        #expect(machine.end(finished: true) == .performDidHalf)
        #expect(machine.current == .ended(.none))
        #expect(machine.alongsideAnimation() == .refuse(.alreadyEnded))
    }

    @Test(
        "each ending is answered once the will half is done",
        arguments: [
            (TransitionRunner.Ending.atOnce, Machine.WillHalfPerformedAction.endNow),
            (.byGesture, .awaitGesture),
            (.afterAnimation(0.5), .endAfter(0.5)),
            (.nextTurn, .endNextTurn),
            (.beforeNextLayout, .endBeforeNextLayout),
        ])
    func endings(ending: TransitionRunner.Ending, expected: Machine.WillHalfPerformedAction) {
        var machine = Machine(ending: ending)
        #expect(machine.start() == .performWillHalf)
        #expect(machine.willHalfPerformed() == expected)
    }

    @Test("a finished gesture is tracked, released once, and ends on the next turn with the did half")
    func gestureFinished() {
        var machine = Machine(ending: .byGesture)
        #expect(machine.start() == .performWillHalf)
        #expect(machine.current == .startingWillHalf(.tracking))
        #expect(machine.willHalfPerformed() == .awaitGesture)
        #expect(machine.current == .running(.tracking))
        #expect(machine.release(finishing: true) == .notifyInteractionChangedAndEndNextTurn(finished: true))
        #expect(machine.current == .running(.released(finishing: true)))
        #expect(machine.release(finishing: false) == .refuse(.notInteractive))
        #expect(machine.current == .running(.released(finishing: true)))
        #expect(machine.end(finished: true) == .performDidHalf)
        #expect(machine.current == .ended(.released(finishing: true)))
    }

    @Test("a cancelled gesture ends with the reversal and stays cancelled once ended")
    func gestureCancelled() {
        var machine = Machine(ending: .byGesture)
        _ = machine.start()
        _ = machine.willHalfPerformed()
        #expect(machine.release(finishing: false) == .notifyInteractionChangedAndEndNextTurn(finished: false))
        #expect(machine.end(finished: false) == .performReversal)
        #expect(machine.current == .ended(.released(finishing: false)))
        #expect(machine.release(finishing: true) == .refuse(.alreadyEnded))
    }

    @Test("a gesture still tracking when the world is torn down reverses and stays interactive")
    func gestureTornDown() {
        var machine = Machine(ending: .byGesture)
        _ = machine.start()
        _ = machine.willHalfPerformed()
        #expect(machine.end(finished: false) == .performReversal)
        #expect(machine.current == .ended(.tracking))
    }

    @Test("a gesture may let go while the will half still runs")
    func releaseDuringWillHalf() {
        var machine = Machine(ending: .byGesture)
        _ = machine.start()
        #expect(machine.release(finishing: true) == .notifyInteractionChangedAndEndNextTurn(finished: true))
        #expect(machine.current == .startingWillHalf(.released(finishing: true)))
        #expect(machine.willHalfPerformed() == .awaitGesture)
        #expect(machine.current == .running(.released(finishing: true)))
    }

    @Test("an end during the will half is obeyed, and the will half's report is then refused")
    func endDuringWillHalf() {
        var machine = Machine(ending: .nextTurn)
        _ = machine.start()
        #expect(machine.end(finished: true) == .performDidHalf)
        #expect(machine.willHalfPerformed() == .refuse(.alreadyEnded))
        #expect(machine.current == .ended(.none))
    }

    @Test("a late timer after the end is refused: a transition ends once")
    func endTwice() {
        var machine = Machine(ending: .atOnce)
        _ = machine.start()
        #expect(machine.willHalfPerformed() == .endNow)
        #expect(machine.end(finished: true) == .performDidHalf)
        #expect(machine.end(finished: true) == .refuse(.alreadyEnded))
        #expect(machine.end(finished: false) == .refuse(.alreadyEnded))
        #expect(machine.current == .ended(.none))
    }

    @Test("inputs before the start are refused and leave the machine idle")
    func beforeStart() {
        var machine = Machine(ending: .byGesture)
        #expect(machine.willHalfPerformed() == .refuse(.notStarted))
        #expect(machine.release(finishing: true) == .refuse(.notStarted))
        #expect(machine.end(finished: true) == .refuse(.notStarted))
        #expect(machine.current == .idle)
    }

    @Test("a second start is refused while running and after the end")
    func startTwice() {
        var machine = Machine(ending: .nextTurn)
        _ = machine.start()
        #expect(machine.start() == .refuse(.alreadyStarted))
        _ = machine.willHalfPerformed()
        #expect(machine.start() == .refuse(.alreadyStarted))
        #expect(machine.willHalfPerformed() == .refuse(.alreadyStarted))
        _ = machine.end(finished: true)
        #expect(machine.start() == .refuse(.alreadyEnded))
    }

    @Test("releasing a transition no gesture drives is refused")
    func releaseWithoutGesture() {
        var machine = Machine(ending: .afterAnimation(0.35))
        _ = machine.start()
        #expect(machine.release(finishing: false) == .refuse(.notInteractive))
        _ = machine.willHalfPerformed()
        #expect(machine.release(finishing: false) == .refuse(.notInteractive))
        #expect(machine.current == .running(.none))
    }

    @Test(
        "a transition's traits choose its ending",
        arguments: [
            (Transition.Kind.removal, true, true, TransitionRunner.Ending.atOnce),
            (.push, true, true, .byGesture),
            (.push, true, false, .afterAnimation(0.35)),
            (.push, false, false, .beforeNextLayout),
            (.pop, false, false, .beforeNextLayout),
            (.pageCurl, false, false, .beforeNextLayout),
            (.present, false, false, .nextTurn),
            (.tabSwitch, false, false, .nextTurn),
        ])
    func endingFromTraits(
        kind: Transition.Kind, animated: Bool, interactive: Bool, expected: TransitionRunner.Ending
    ) {
        let ending = TransitionRunner.Ending(
            order: Transition.Order(kind), animated: animated, interactive: interactive, duration: 0.35)
        #expect(ending == expected)
    }
}
