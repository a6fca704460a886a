// ViewLifecycle · HeadlessUIKit

/// Plays one finger's gesture on a view: its gesture recognizers and its responder chain hear it
/// in UIKit's order.
///
/// The order, from UIGestureRecognizer.h (iOS 17.4 SDK) unless marked a guess:
/// 1. The delegate's `gestureRecognizer(_:shouldReceive:)` for the event, then for the touch,
///    decides which recognizers (on the view and its superviews, the view's own first) see it.
/// 2. The view gets `touchesBegan(_:with:)` at once, unless a receiver `delaysTouchesBegan`, which
///    holds the touches back until every such receiver has failed.
/// 3. A recognizer leaving `.possible` is asked `gestureRecognizerShouldBegin(_:)` by its
///    delegate, then by its view (the order of these two is a guess); `false` fails it. One that
///    another must fail first (`require(toFail:)` or the delegate's answers) waits for it; while
///    one recognizes, the others fail unless a delegate allows them together (which of two
///    recognizing at the same step wins, the innermost view's, is a guess).
/// 4. When a recognizer with `cancelsTouchesInView` recognizes (`.began`, or `.ended` for a
///    discrete one), the view gets `touchesCancelled(_:with:)` "immediately before the action
///    method is called"; then its actions run. UIKit sends actions on the next run-loop turn; here
///    at once, after the state change.
/// 5. On lift, with `delaysTouchesEnded` (the default) on a receiver, the recognizers decide
///    first and the view gets `touchesEnded(_:with:)` only if none cancelled the touches; without
///    it, `touchesEnded` comes first.
/// A recognizer stays in its final state until the next gesture starts (UIKit resets it to
/// `.possible` after its action), so a test reads it afterwards.
@MainActor
struct GesturePlayer {
    /// The view touched.
    let view: UIView
    /// The one finger.
    let touch: UITouch
    /// The event carrying it.
    let event: UIEvent
    /// The recognizers that receive the touch, the view's own first.
    let receivers: [UIGestureRecognizer]
    /// The recognizers that recognized, in order.
    private(set) var recognized: [UIGestureRecognizer] = []
    /// Recognizers that would recognize but wait for others to fail, with the state they want.
    private var waiting: [(recognizer: UIGestureRecognizer, state: UIGestureRecognizer.State)] = []
    /// Whether the view has had `touchesBegan` (it may be held back, then never sent).
    private var viewHasBegan = false
    /// Whether the view has heard the last of the touches (ended, or cancelled by a recognizer).
    private var viewTouchesOver = false

    /// Starts a gesture at the centre of `view`: receivers chosen and the touch begun.
    init(on view: UIView) {
        self.view = view
        touch = UITouch(at: CGPoint(x: view.bounds.midX, y: view.bounds.midY), in: view)
        event = UIEvent(touches: [touch])
        var chain: [UIGestureRecognizer] = []
        var current: UIView? = view
        while let level = current {
            chain += level.attachedGestureRecognizers
            current = level.superview
        }
        let (touch, event) = (touch, event)
        receivers = chain.filter { recognizer in
            guard recognizer.isEnabled, recognizer.shouldReceive(event) else { return false }
            guard let delegate = recognizer.delegate else { return true }
            return delegate.gestureRecognizer(recognizer, shouldReceive: event)
                && delegate.gestureRecognizer(recognizer, shouldReceive: touch)
        }
        touch.storedGestureRecognizers = receivers
        for recognizer in receivers {
            recognizer.storedState = .possible
            recognizer.latestTouches = [touch]
            if let pan = recognizer as? UIPanGestureRecognizer {
                pan.storedTranslation = .zero
                pan.storedVelocity = .zero
            }
        }
    }

    /// Plays `gesture` to its end and returns the recognizers that recognized it.
    mutating func play(_ gesture: Gesture) -> [UIGestureRecognizer] {
        deliverBeganIfNotHeld()
        switch gesture {
        case .tap:
            lift(recognizing: { recognizer in recognizer.acceptsTap ? .ended : nil })
        case .longPress(let duration):
            Headless.advance(by: duration)
            for recognizer in receivers where recognizer.acceptsPress(lasting: duration) {
                attempt(recognizer, to: .began)
            }
            lift(recognizing: { _ in nil })
        case .pan(let translation):
            let start = touch.windowLocation
            for step in 1...2 {
                let fraction = CGFloat(step) / 2
                Headless.advance(by: GesturePlayer.frame)
                touch.update(
                    to: CGPoint(x: start.x + translation.x * fraction, y: start.y + translation.y * fraction),
                    phase: .moved)
                event.storedTimestamp = touch.timestamp
                for case let pan as UIPanGestureRecognizer in receivers
                where pan.state != .failed && pan.acceptsOneFinger {
                    pan.storedTranslation.x += translation.x / 2
                    pan.storedTranslation.y += translation.y / 2
                    pan.storedVelocity = CGPoint(
                        x: translation.x / 2 / GesturePlayer.frame, y: translation.y / 2 / GesturePlayer.frame
                    )
                    attempt(pan, to: pan.state == .possible ? .began : .changed)
                }
                if !viewTouchesOver, viewHasBegan { view.touchesMoved([touch], with: event) }
            }
            lift(recognizing: { recognizer in recognizer.acceptsSwipe(translation) ? .ended : nil })
        }
        return recognized
    }

    /// One frame at 60 Hz: the virtual time between a pan's moves, and its velocity's divisor.
    static let frame: TimeInterval = 1.0 / 60

    /// Lifts the finger: discrete recognizers `decide` whether they recognize, continuous ones
    /// that began end, the rest fail, and the view hears the end unless its touches were taken.
    private mutating func lift(recognizing decide: (UIGestureRecognizer) -> UIGestureRecognizer.State?) {
        touch.update(to: touch.windowLocation, phase: .ended)
        event.storedTimestamp = touch.timestamp
        let delaysEnd = receivers.contains { $0.delaysTouchesEnded && $0.state == .possible }
        if !delaysEnd { deliverEnded() }
        for recognizer in receivers {
            switch recognizer.state {
            case .began, .changed: setState(.ended, of: recognizer)
            case .possible: if let state = decide(recognizer) { attempt(recognizer, to: state) }
            default: break
            }
        }
        for recognizer in receivers where recognizer.state == .possible && !isWaiting(recognizer) {
            fail(recognizer)
        }
        // A continuous recognizer that began only once what it waited for failed ends with the lift.
        for recognizer in receivers where recognizer.state == .began || recognizer.state == .changed {
            setState(.ended, of: recognizer)
        }
        // Still waiting now means what it waited for recognized (alongside it): it never will.
        for entry in waiting where entry.recognizer.state == .possible {
            entry.recognizer.storedState = .failed
        }
        if delaysEnd { deliverEnded() }
    }

    /// Sends the held-back `touchesBegan` when no receiver delays it.
    private mutating func deliverBeganIfNotHeld() {
        guard !viewHasBegan, !viewTouchesOver else { return }
        guard !receivers.contains(where: { $0.delaysTouchesBegan && $0.state == .possible }) else { return }
        viewHasBegan = true
        view.touchesBegan([touch], with: event)
    }

    /// Sends `touchesEnded` to the view, once, unless its touches were cancelled.
    private mutating func deliverEnded() {
        deliverBeganIfNotHeld()
        guard viewHasBegan, !viewTouchesOver, touch.phase == .ended else { return }
        viewTouchesOver = true
        view.touchesEnded([touch], with: event)
    }

    /// Tries to move `recognizer` out of `.possible` (or on, for a continuous one).
    private mutating func attempt(_ recognizer: UIGestureRecognizer, to state: UIGestureRecognizer.State) {
        if recognizer.state == .began || recognizer.state == .changed {
            setState(state, of: recognizer)
            return
        }
        guard recognizer.state == .possible else { return }
        if recognized.contains(where: { !GesturePlayer.together(recognizer, $0) }) {
            fail(recognizer)
            return
        }
        if mustWait(recognizer) {
            if !isWaiting(recognizer) { waiting.append((recognizer, state)) }
            return
        }
        let allowed =
            (recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true)
            && (recognizer.view?.gestureRecognizerShouldBegin(recognizer) ?? true)
        guard allowed else {
            fail(recognizer)
            return
        }
        recognized.append(recognizer)
        setState(state, of: recognizer)
        for other in receivers where other.state == .possible && !GesturePlayer.together(other, recognizer) {
            fail(other)
        }
    }

    /// Sets a state that runs the recognizer's actions, taking the view's touches first if it
    /// cancels them.
    private mutating func setState(_ state: UIGestureRecognizer.State, of recognizer: UIGestureRecognizer) {
        recognizer.storedState = state
        if recognizer.cancelsTouchesInView, viewHasBegan, !viewTouchesOver {
            viewTouchesOver = true
            touch.update(to: touch.windowLocation, phase: .cancelled)
            view.touchesCancelled([touch], with: event)
        }
        for action in recognizer.headlessActions { action.run(recognizer) }
    }

    /// Fails `recognizer`, then lets the recognizers waiting for it go on.
    private mutating func fail(_ recognizer: UIGestureRecognizer) {
        recognizer.storedState = .failed
        deliverBeganIfNotHeld()
        let ready = waiting.filter { !mustWait($0.recognizer) }
        waiting.removeAll { entry in ready.contains { $0.recognizer === entry.recognizer } }
        for entry in ready { attempt(entry.recognizer, to: entry.state) }
    }

    /// Whether `recognizer` waits for a receiver that has not failed yet.
    private func mustWait(_ recognizer: UIGestureRecognizer) -> Bool {
        receivers.contains { other in
            other !== recognizer && other.state != .failed
                && GesturePlayer.requires(recognizer, toFail: other)
        }
    }

    /// Whether `recognizer` is waiting.
    private func isWaiting(_ recognizer: UIGestureRecognizer) -> Bool {
        waiting.contains { $0.recognizer === recognizer }
    }

    /// Whether `recognizer` must wait for `other` to fail: by `require(toFail:)` or either delegate.
    static func requires(_ recognizer: UIGestureRecognizer, toFail other: UIGestureRecognizer) -> Bool {
        recognizer.failureRequirements.contains { $0.recognizer === other }
            || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
    }

    /// Whether either delegate lets the two recognize together.
    static func together(_ first: UIGestureRecognizer, _ second: UIGestureRecognizer) -> Bool {
        first.delegate?.gestureRecognizer(first, shouldRecognizeSimultaneouslyWith: second) == true
            || second.delegate?.gestureRecognizer(second, shouldRecognizeSimultaneouslyWith: first) == true
    }
}
