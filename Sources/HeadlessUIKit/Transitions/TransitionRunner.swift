// ViewLifecycle · HeadlessUIKit

/// Performs one `Transition`: the `will` half at once, the `did` half when virtual time passes the
/// animation's end (or on the next run-loop turn), and a reversal if it is cancelled.
///
/// It is also the transition's coordinator. It drops its controllers once it has ended, so an
/// `InteractiveTransition` or a stale `transitionCoordinator` never keeps a controller alive.
@MainActor
final class TransitionRunner: NSObject, UIViewControllerTransitionCoordinator {
    private var transition: Transition?
    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var started = false
    /// The two sides, kept weakly after the end so the coordinator never extends their lives.
    private weak var fromSide: UIViewController?
    private weak var toSide: UIViewController?
    private(set) var ended = false
    private var detachedContainer: UIView?
    let isAnimated: Bool
    let initiallyInteractive: Bool
    let transitionDuration: TimeInterval
    let presentationStyle: UIModalPresentationStyle
    private(set) var isInteractive: Bool
    private(set) var isCancelled = false
    private(set) var percentComplete: CGFloat = 0
    var isInterruptible: Bool { false }

    init(_ transition: Transition, presentationStyle: UIModalPresentationStyle = .none) {
        self.transition = transition
        self.isAnimated = transition.animated
        self.initiallyInteractive = transition.interactive
        self.isInteractive = transition.interactive
        self.transitionDuration = transition.animated ? transition.duration : 0
        self.presentationStyle = presentationStyle
        self.fromSide = transition.from
        self.toSide = transition.to
        super.init()
    }

    /// Performs the `will` half and schedules the `did` half (unless interactive); a removal
    /// performs its `did` half at once.
    func start() {
        guard let transition else { return }
        let world = HeadlessWorld.shared
        // Starting a transition on a controller another transition is still moving is what
        // makes UIKit log its unbalanced-calls warning (pushing during a push, for example);
        // a removal interrupts whatever was moving the controller instead.
        if !transition.endsAtOnce {
            for controller in [transition.from, transition.to].compactMap({ $0 })
            where controller.activeTransition.map({ !$0.ended }) ?? false {
                controller.warnUnbalanced()
            }
        }
        for controller in moving(transition) { controller.activeTransition = self }
        transition.prepare()
        for controller in transition.covered {
            controller.dispatchAppearance(.viewWillDisappear(animated: transition.animated))
        }
        transition.to?.loadViewIfNeeded()
        if transition.incomingWillComesFirst {
            transition.to?.dispatchAppearance(.viewWillAppear(animated: transition.animated))
            transition.from?.dispatchAppearance(.viewWillDisappear(animated: transition.animated))
        } else {
            transition.from?.dispatchAppearance(.viewWillDisappear(animated: transition.animated))
            transition.to?.dispatchAppearance(.viewWillAppear(animated: transition.animated))
        }
        world.withoutViewDrivenAppearance(transition.install)
        if !transition.defersIsAppearing {
            transition.to?.dispatchAppearance(.viewIsAppearing(animated: transition.animated))
        }
        started = true
        for animation in alongside { animation(self) }
        alongside.removeAll()
        if transition.endsAtOnce {
            end(finished: true)
        } else if transition.interactive {
            world.activeTransitions.append(self)
        } else if transition.animated {
            world.schedule(after: transition.duration) { [self] in end(finished: true) }
        } else {
            if transition.endsBeforeLayout { world.transitionsEndingBeforeLayout.append(self) }
            world.enqueue { [self] in end(finished: true) }
        }
    }

    /// Updates the progress of an interactive transition.
    func update(_ percent: Double) {
        percentComplete = CGFloat(min(max(percent, 0), 1))
    }

    /// Lets the user's gesture go: the transition ends, finished or cancelled, on the next turn.
    func release(finishing: Bool) {
        guard isInteractive, !ended else { return }
        isInteractive = false
        isCancelled = !finishing
        for handler in interactionHandlers { handler(self) }
        interactionHandlers.removeAll()
        HeadlessWorld.shared.enqueue { [self] in end(finished: finishing) }
    }

    /// Performs the `did` half, or the reversal of a cancelled transition, then lets go of
    /// every controller.
    func end(finished: Bool) {
        guard !ended, let transition else { return }
        ended = true
        let world = HeadlessWorld.shared
        let animated = transition.animated
        for completion in completions { completion(self) }
        completions.removeAll()
        if finished {
            world.withoutViewDrivenAppearance(transition.teardown)
            for controller in transition.covered {
                controller.dispatchAppearance(.viewDidDisappear(animated: animated))
            }
            if transition.appearingSideFinishesFirst {
                transition.to?.dispatchDidAppear(animated: animated)
                transition.from?.dispatchAppearance(.viewDidDisappear(animated: animated))
            } else {
                transition.from?.dispatchAppearance(.viewDidDisappear(animated: animated))
                transition.to?.dispatchDidAppear(animated: animated)
            }
        } else {
            // A cancelled transition runs backwards: the unpaired `will` calls are answered by
            // the opposite `will` and then the `did` calls (traces 18, 19, 22).
            // The side that had begun appearing finishes disappearing before the other side
            // reappears (trace 19, case 29's two-controller log); covered controllers come back
            // with it, after it, as they left before it.
            reverse(transition)
            for controller in transition.covered {
                controller.dispatchAppearance(.viewWillAppear(animated: animated))
                controller.dispatchDidAppear(animated: animated)
            }
        }
        for controller in moving(transition) where controller.activeTransition === self {
            controller.activeTransition = nil
        }
        world.activeTransitions.removeAll { $0 === self }
        self.transition = nil
        transition.complete(finished)
    }

    /// Sends a cancelled transition's callbacks in the order its kind reverses in.
    private func reverse(_ transition: Transition) {
        let animated = transition.animated
        let incoming = transition.to
        let outgoing = transition.from
        switch transition.reversal {
        case .incomingLeavesFirst:
            incoming?.dispatchAppearance(.viewWillDisappear(animated: animated))
            incoming?.dispatchAppearance(.viewDidDisappear(animated: animated))
            outgoing?.dispatchAppearance(.viewWillAppear(animated: animated))
            outgoing?.dispatchDidAppear(animated: animated)
        case .outgoingReturnsFirst:
            outgoing?.dispatchAppearance(.viewWillAppear(animated: animated))
            outgoing?.dispatchDidAppear(animated: animated)
            incoming?.dispatchAppearance(.viewWillDisappear(animated: animated))
            incoming?.dispatchAppearance(.viewDidDisappear(animated: animated))
        case .interleaved:
            incoming?.dispatchAppearance(.viewWillDisappear(animated: animated))
            outgoing?.dispatchAppearance(.viewWillAppear(animated: animated))
            incoming?.dispatchAppearance(.viewDidDisappear(animated: animated))
            outgoing?.dispatchDidAppear(animated: animated)
        }
    }

    /// Every controller the transition moves, each of which sees it as its coordinator.
    private func moving(_ transition: Transition) -> [UIViewController] {
        [transition.to, transition.from].compactMap { $0 } + transition.covered
    }

    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        guard !ended else { return false }
        if let animation {
            if started { animation(self) } else { alongside.append(animation) }
        }
        if let completion { completions.append(completion) }
        return true
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return fromSide
        case .to: return toSide
        default: return nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: return fromSide?.viewIfLoaded
        case .to: return toSide?.viewIfLoaded
        default: return nil
        }
    }

    /// The window of either side; a detached container view before anything is on screen.
    var containerView: UIView {
        if let window = toSide?.viewIfLoaded?.window ?? fromSide?.viewIfLoaded?.window { return window }
        if let fallback = detachedContainer { return fallback }
        let made = UIView(frame: HeadlessWorld.screenBounds)
        detachedContainer = made
        return made
    }

    func notifyWhenInteractionChanges(
        _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
    ) {
        interactionHandlers.append(handler)
    }
}
