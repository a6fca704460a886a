// ViewLifecycle · HeadlessUIKit

extension UIViewPropertyAnimator {
    /// An animator's life as a value: one mutating function per input, each answering with
    /// what the animator must do, or a refusal for an input UIKit rejects in that state.
    struct Machine: Equatable {
        private(set) var phase: Phase = .inactive
        /// The animation's length.
        let duration: TimeInterval

        /// How far the animation has come at `now`.
        func fraction(at now: TimeInterval) -> CGFloat {
            switch phase {
            case .inactive: return 0
            case .running(let since, let fraction):
                guard duration > 0 else { return 1 }
                return min(1, fraction + CGFloat((now - since) / duration))
            case .paused(let fraction), .stopped(let fraction): return fraction
            }
        }

        /// `startAnimation()`: from inactive the animations run and the end is filed; from
        /// paused the end is filed for the rest; a stopped animator cannot start.
        mutating func start(at now: TimeInterval) -> Action {
            switch phase {
            case .inactive:
                phase = .running(since: now, fraction: 0)
                return .begin(remaining: duration)
            case .paused(let fraction):
                phase = .running(since: now, fraction: fraction)
                return .resume(remaining: duration * Double(1 - fraction))
            case .running: return .none
            case .stopped: return .refused
            }
        }

        /// `pauseAnimation()`: the animator holds where it is.
        mutating func pause(at now: TimeInterval) -> Action {
            switch phase {
            case .inactive:
                phase = .paused(fraction: 0)
                return .begin(remaining: nil)
            case .running:
                phase = .paused(fraction: fraction(at: now))
                return .cancelEnd
            case .paused: return .none
            case .stopped: return .refused
            }
        }

        /// Setting `fractionComplete`: allowed while inactive (which begins it paused) or paused.
        mutating func scrub(to fraction: CGFloat) -> Action {
            let clamped = min(max(fraction, 0), 1)
            switch phase {
            case .inactive:
                phase = .paused(fraction: clamped)
                return .begin(remaining: nil)
            case .paused:
                phase = .paused(fraction: clamped)
                return .none
            case .running, .stopped: return .refused
            }
        }

        /// `stopAnimation(_:)`: without finishing, the animator ends with no completions;
        /// otherwise it waits, stopped, for `finishAnimation(at:)`.
        mutating func stop(withoutFinishing: Bool, at now: TimeInterval) -> Action {
            switch phase {
            case .running, .paused:
                let reached = fraction(at: now)
                if withoutFinishing {
                    phase = .inactive
                    return .abandon
                }
                phase = .stopped(fraction: reached)
                return .cancelEnd
            case .inactive, .stopped: return .refused
            }
        }

        /// `finishAnimation(at:)`: only a stopped animator finishes; its completions run.
        mutating func finish(at position: UIViewAnimatingPosition) -> Action {
            guard case .stopped = phase else { return .refused }
            phase = .inactive
            return .complete(position)
        }

        /// The filed end arrived: a running animator ends at its end, or holds there while
        /// `pausesOnCompletion`.
        mutating func reachEnd(pausesOnCompletion: Bool) -> Action {
            guard case .running = phase else { return .none }
            if pausesOnCompletion {
                phase = .paused(fraction: 1)
                return .none
            }
            phase = .inactive
            return .complete(.end)
        }
    }
}
