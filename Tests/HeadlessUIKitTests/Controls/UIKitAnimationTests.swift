// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Sources: UIView.h and Apple's documentation of animate(withDuration:delay:options:animations:
// completion:) (the model values change at once; the completion's Bool says whether the
// animation finished) and UIViewPropertyAnimator / UIViewAnimating (states inactive, active,
// stopped; stopAnimation(true) ends with no completions; stopAnimation(false) waits for
// finishAnimation(at:)). The completion of a zero-length animation on the next run-loop turn
// is a guess.
@Suite(.serialized, .headlessWorld) @MainActor struct UIKitAnimationTests {
    @Test("UIView.animate changes values at once and completes after delay plus duration")
    func animate() {
        let log = Log.start()
        let view = UIView()
        UIView.animate(withDuration: 0.3, delay: 0.2, options: [.curveEaseOut]) {
            view.alpha = 0
        } completion: { finished in
            Log.shared.append("done \(finished)")
        }
        #expect(view.alpha == 0)
        Headless.advance(by: 0.49)
        #expect(log.take() == [])
        Headless.advance(by: 0.01)
        #expect(log.take() == ["done true"])
        UIView.animate(
            withDuration: 1, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
            animations: { view.alpha = 1 }, completion: { _ in Log.shared.append("spring") })
        Headless.runUntilIdle()
        #expect(log.take() == ["spring"])
    }

    @Test("without animation a completion comes on the next run-loop turn")
    func withoutAnimation() {
        let log = Log.start()
        UIView.performWithoutAnimation {
            #expect(!UIView.areAnimationsEnabled)
            UIView.animate(withDuration: 5, animations: {}) { _ in Log.shared.append("done") }
        }
        #expect(UIView.areAnimationsEnabled)
        #expect(log.take() == [])
        Headless.advance(by: 0)
        #expect(log.take() == ["done"])
    }

    @Test("a property animator runs, pauses, resumes and completes at its end on virtual time")
    func animator() {
        let log = Log.start()
        let view = UIView()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.alpha = 0.5 }
        animator.addCompletion { position in Log.shared.append("completed \(position == .end)") }
        #expect(animator.state == .inactive)
        #expect(view.alpha == 1)
        animator.startAnimation()
        #expect(view.alpha == 0.5)
        #expect(animator.state == .active && animator.isRunning)
        Headless.advance(by: 0.25)
        #expect(animator.fractionComplete == 0.25)
        animator.pauseAnimation()
        Headless.advance(by: 10)
        #expect(animator.fractionComplete == 0.25)
        #expect(!animator.isRunning && animator.state == .active)
        animator.fractionComplete = 0.5
        animator.addAnimations { view.alpha = 0.2 }
        #expect(view.alpha == 0.2)
        animator.startAnimation()
        Headless.advance(by: 0.49)
        #expect(log.take() == [])
        Headless.advance(by: 0.01)
        #expect(log.take() == ["completed true"])
        #expect(animator.state == .inactive)
    }

    @Test("stopping without finishing drops the completions; stopping then finishing reports the position")
    func stop() {
        let log = Log.start()
        let first = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.8)
        first.addCompletion { _ in Log.shared.append("first") }
        first.startAnimation()
        first.stopAnimation(true)
        #expect(first.state == .inactive)
        let second = UIViewPropertyAnimator(duration: 1, curve: .linear)
        second.addCompletion { position in Log.shared.append("second \(position.rawValue)") }
        second.startAnimation()
        Headless.advance(by: 0.5)
        second.stopAnimation(false)
        #expect(second.state == .stopped)
        second.startAnimation()
        #expect(second.state == .stopped)
        Headless.runUntilIdle()
        second.finishAnimation(at: .current)
        #expect(log.take() == ["second 2"])
        #expect(second.state == .inactive)
    }

    @Test("a running animator nobody keeps still completes")
    func runningAnimatorKept() {
        let log = Log.start()
        _ = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.4, delay: 0.1, options: [], animations: { Log.shared.append("animations") }
        ) { position in Log.shared.append("end \(position == .end)") }
        #expect(log.take() == [])
        Headless.advance(by: 0.1)
        #expect(log.take() == ["animations"])
        Headless.runUntilIdle()
        #expect(log.take() == ["end true"])
    }
}
