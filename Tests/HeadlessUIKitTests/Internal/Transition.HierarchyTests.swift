// ViewLifecycle · HeadlessUIKitTests

import Testing

// Internal: a transition's hierarchy steps are the runtime's own, so this file runs headlessly only.
@testable import HeadlessUIKit

/// A container's hierarchy steps as transcripts: the container says only what each step does, and
/// the runner performs them in the order its kind's table gives, finished or cancelled.
@MainActor
@Suite(.serialized, .headlessWorld)
struct TransitionHierarchyTests {
    /// A transition of `kind` with no controllers whose every hierarchy step writes its name.
    private func loggingTransition(
        _ kind: Transition.Kind, interactive: Bool, log: Log
    ) -> Transition {
        var transition = Transition(
            kind: kind, from: nil, to: nil, animated: false, duration: 0, interactive: interactive)
        transition.hierarchy = log
        return transition
    }

    /// The lines a transition's hierarchy steps write, one per step.
    private final class Log: Transition.Hierarchy {
        var lines: [String] = []

        func incomingWillMove() { lines.append("incoming willMove") }
        func outgoingWillMove() { lines.append("outgoing willMove") }
        func beginMoves() { lines.append("begin moves") }
        func updateList() { lines.append("update list") }
        func delegateWill() { lines.append("delegate will") }
        func endMoves() { lines.append("end moves") }
        func outgoingRemoved() { lines.append("outgoing removed") }
        func incomingDidMove() { lines.append("incoming didMove") }
        func completion(finished: Bool) { lines.append("completion \(finished)") }
        func delegateDid() { lines.append("delegate did") }
        func restoreList() { lines.append("restore list") }
        func undoIncoming() { lines.append("undo incoming") }
        func outgoingStays() { lines.append("outgoing stays") }
    }

    @Test("a pop takes its controllers off the list before willMove, and they leave after the callbacks")
    func popFinished() {
        Headless.reset()
        let log = Log()
        let runner = TransitionRunner(loggingTransition(.pop, interactive: true, log: log))
        runner.start()
        #expect(log.lines == ["update list", "outgoing willMove", "delegate will"])
        runner.release(finishing: true)
        #expect(log.lines == ["update list", "outgoing willMove", "delegate will"])
        Headless.runUntilIdle()
        #expect(
            log.lines == [
                "update list", "outgoing willMove", "delegate will", "end moves", "outgoing removed",
                "incoming didMove", "delegate did",
            ])
    }

    @Test("a cancelled pop puts the list back and its controllers stay, with no didShow")
    func popCancelled() {
        Headless.reset()
        let log = Log()
        let runner = TransitionRunner(loggingTransition(.pop, interactive: true, log: log))
        runner.start()
        runner.release(finishing: false)
        Headless.runUntilIdle()
        #expect(
            log.lines == [
                "update list", "outgoing willMove", "delegate will", "end moves", "restore list",
                "undo incoming", "outgoing stays",
            ])
    }

    @Test("setViewControllers' controllers hear willMove before the list changes")
    func stackReplacement() {
        Headless.reset()
        let log = Log()
        TransitionRunner(loggingTransition(.stackReplacement, interactive: false, log: log)).start()
        #expect(
            log.lines == [
                "incoming willMove", "outgoing willMove", "begin moves", "update list", "delegate will",
            ])
        Headless.runUntilIdle()
        #expect(
            log.lines == [
                "incoming willMove", "outgoing willMove", "begin moves", "update list", "delegate will",
                "end moves", "outgoing removed", "incoming didMove", "delegate did",
            ])
    }

    @Test("a cancelled page turn takes the new page back and completes with false")
    func pageTurnCancelled() {
        Headless.reset()
        let log = Log()
        let runner = TransitionRunner(loggingTransition(.pageScroll, interactive: true, log: log))
        runner.start()
        runner.release(finishing: false)
        Headless.runUntilIdle()
        #expect(log.lines == ["incoming willMove", "undo incoming", "completion false"])
    }

    @Test("a removal performs its whole order inside the call that starts it")
    func removalAtOnce() {
        Headless.reset()
        let log = Log()
        let runner = TransitionRunner(loggingTransition(.removal, interactive: false, log: log))
        runner.start()
        #expect(runner.ended)
        #expect(log.lines == [])
    }

    @Test(
        "the runner performs each kind's hierarchy steps in its table's order",
        arguments: Transition.Kind.allCases)
    func everyKindFollowsItsTable(_ kind: Transition.Kind) {
        Headless.reset()
        let log = Log()
        TransitionRunner(loggingTransition(kind, interactive: false, log: log)).start()
        Headless.runUntilIdle()
        let order = Transition.Order(kind)
        let expected = (order.willHalf + order.didHalf).compactMap(Self.line)
        #expect(log.lines == expected)
    }

    /// The line a hierarchy step writes in a finished transition, or `nil` for the runner's own steps.
    private static func line(_ step: Transition.Step) -> String? {
        switch step {
        case .incomingWillMove: "incoming willMove"
        case .outgoingWillMove: "outgoing willMove"
        case .beginMoves: "begin moves"
        case .updateList: "update list"
        case .delegateWill: "delegate will"
        case .endMoves: "end moves"
        case .outgoingRemoved: "outgoing removed"
        case .incomingDidMove: "incoming didMove"
        case .completion: "completion true"
        case .delegateDid: "delegate did"
        case .restoreList: "restore list"
        case .undoIncoming: "undo incoming"
        case .outgoingStays: "outgoing stays"
        case .finishTransitionsInside, .coveredWillDisappear, .loadIncoming, .incomingWillAppear,
            .outgoingWillDisappear, .install,
            .incomingIsAppearing, .teardown, .coveredDidDisappear, .incomingDidAppear, .outgoingDidDisappear,
            .incomingWillDisappear, .incomingDidDisappear, .outgoingWillAppear, .outgoingDidAppear,
            .coveredReappear, .release:
            nil
        }
    }
}
