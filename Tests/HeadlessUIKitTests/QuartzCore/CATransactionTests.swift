// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// CATransaction.h (iOS 17.4 SDK): nested transactions, per-transaction settings, completion
// blocks. When a completion block runs headlessly (the next run-loop turn after its commit) is a
// guess: Docs/Evidence.md.
@Suite(.serialized, .headlessWorld) @MainActor struct CATransactionTests {
    @Test("settings nest: the innermost transaction's value wins until it commits")
    func settingsNest() {
        #expect(CATransaction.animationDuration() == 0.25)
        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        #expect(CATransaction.animationDuration() == 1)
        #expect(CATransaction.disableActions())
        CATransaction.commit()
        #expect(!CATransaction.disableActions())
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 0.25)
    }

    @Test("a completion block runs on the run loop's turn after its transaction commits")
    func completionRunsAfterCommit() {
        var events: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { events.append("completed") }
        events.append("inside")
        CATransaction.commit()
        events.append("committed")
        Headless.runUntilIdle()
        #expect(events == ["inside", "committed", "completed"])
    }

    @Test("a setting outside begin and commit opens an implicit transaction, committed at the turn's end")
    func implicitTransaction() {
        var completed = false
        CATransaction.setCompletionBlock { completed = true }
        #expect(CATransaction.completionBlock() != nil)
        Headless.runUntilIdle()
        #expect(completed)
        #expect(CATransaction.completionBlock() == nil)
    }
}
