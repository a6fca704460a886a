// ViewLifecycle · HeadlessUIKit

/// Performs one `Transition`: the `will` half at once, the `did` half when virtual time passes the
/// animation's end (or on the next run-loop turn), and a reversal if it is cancelled.
///
/// Its life is a `StateMachine` value, which answers each input with what to do; the order of the
/// callbacks in each half is the transition kind's `Transition.Order`. It is also the transition's
/// coordinator. It drops its controllers once it has ended, so an `InteractiveTransition` or a
/// stale `transitionCoordinator` never keeps a controller alive.
@MainActor
final class TransitionRunner: NSObject, UIViewControllerTransitionCoordinator {
    private var transition: Transition?
    private var machine: StateMachine
    private let order: Transition.Order
    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    /// The two sides, kept weakly after the end so the coordinator never extends their lives.
    private weak var fromSide: UIViewController?
    private weak var toSide: UIViewController?
    private var detachedContainer: UIView?
    /// The transitions inside the outgoing controller that `finishTransitionsInside` ends, found
    /// before this transition claims its controllers.
    private var inside: [TransitionRunner] = []
    let isAnimated: Bool
    let initiallyInteractive: Bool
    let transitionDuration: TimeInterval
    let presentationStyle: UIModalPresentationStyle
    private(set) var percentComplete: CGFloat = 0
    var isInterruptible: Bool { false }
    /// Whether the transition has ended.
    var ended: Bool { machine.current.hasEnded }
    var isInteractive: Bool { machine.current.gesture == .tracking }
    var isCancelled: Bool { machine.current.gesture == .released(finishing: false) }

    init(_ transition: Transition, presentationStyle: UIModalPresentationStyle = .none) {
        let order = Transition.Order(transition.kind)
        self.transition = transition
        self.order = order
        self.machine = StateMachine(
            ending: Ending(
                order: order, animated: transition.animated, interactive: transition.interactive,
                duration: transition.duration))
        self.isAnimated = transition.animated
        self.initiallyInteractive = transition.interactive
        self.transitionDuration = transition.animated ? transition.duration : 0
        self.presentationStyle = presentationStyle
        self.fromSide = transition.from
        self.toSide = transition.to
        super.init()
    }

    /// Performs the `will` half and arranges for the `did` half.
    func start() {
        guard case .performWillHalf = machine.start(), let transition else { return }
        let world = HeadlessWorld.shared
        // Starting a transition on a controller another transition is still moving is what
        // makes UIKit log its unbalanced-calls warning (pushing during a push, for example);
        // a removal interrupts whatever was moving the controller instead.
        if !order.endsAtOnce {
            transition.from?.warnIfAnotherTransitionMovesIt()
            transition.to?.warnIfAnotherTransitionMovesIt()
        }
        if order.willHalf.contains(.finishTransitionsInside) {
            inside = transition.from?.transitionsRunningInside() ?? []
        }
        forEachMoving(transition) { $0.activeTransition = self }
        for step in order.willHalf { perform(step, of: transition) }
        let next = machine.willHalfPerformed()
        for animation in alongside { animation(self) }
        alongside.removeAll()
        switch next {
        case .endNow: end(finished: true)
        case .awaitGesture: world.activeTransitions.append(self)
        case .endAfter(let duration): world.schedule(after: duration) { [self] in end(finished: true) }
        case .endNextTurn: world.enqueue { [self] in end(finished: true) }
        case .endBeforeNextLayout:
            world.transitionsEndingBeforeLayout.append(self)
            world.enqueue { [self] in end(finished: true) }
        case .refuse: break
        }
    }

    /// Updates the progress of an interactive transition.
    func update(_ percent: Double) {
        percentComplete = CGFloat(min(max(percent, 0), 1))
    }

    /// Lets the user's gesture go: the transition ends, finished or cancelled, on the next turn.
    func release(finishing: Bool) {
        guard
            case .notifyInteractionChangedAndEndNextTurn(let finished) = machine.release(finishing: finishing)
        else { return }
        for handler in interactionHandlers { handler(self) }
        interactionHandlers.removeAll()
        HeadlessWorld.shared.enqueue { [self] in end(finished: finished) }
    }

    /// Performs the `did` half, or the reversal of a cancelled transition, then lets go of
    /// every controller.
    func end(finished: Bool) {
        let steps: [Transition.Step]
        switch machine.end(finished: finished) {
        case .performDidHalf: steps = order.didHalf
        case .performReversal: steps = order.reversal
        case .refuse: return
        }
        // Taken out, not copied: nothing reads it once the transition has ended.
        guard let transition = transition.take() else { return }
        for completion in completions { completion(self) }
        completions.removeAll()
        for step in steps { perform(step, of: transition, finished: finished) }
    }

    /// Performs one step of the kind's order; `finished` tells `completion` how the transition
    /// ended.
    private func perform(_ step: Transition.Step, of transition: Transition, finished: Bool = true) {
        let animated = transition.animated
        switch step {
        case .finishTransitionsInside:
            let running = inside
            inside.removeAll()
            for runner in running where runner !== self { runner.end(finished: true) }
        case .incomingWillMove: transition.hierarchy?.incomingWillMove()
        case .outgoingWillMove: transition.hierarchy?.outgoingWillMove()
        case .beginMoves: transition.hierarchy?.beginMoves()
        case .updateList: transition.hierarchy?.updateList()
        case .delegateWill: transition.hierarchy?.delegateWill()
        case .coveredWillDisappear:
            for controller in transition.covered {
                controller.dispatchAppearance(.viewWillDisappear(animated: animated))
            }
        case .loadIncoming: transition.to?.loadViewIfNeeded()
        case .incomingWillAppear: transition.to?.dispatchAppearance(.viewWillAppear(animated: animated))
        case .outgoingWillDisappear:
            transition.from?.dispatchAppearance(.viewWillDisappear(animated: animated))
        case .install: HeadlessWorld.shared.withoutViewDrivenAppearance(transition.install)
        case .incomingIsAppearing: transition.to?.dispatchAppearance(.viewIsAppearing(animated: animated))
        case .teardown: HeadlessWorld.shared.withoutViewDrivenAppearance(transition.teardown)
        case .coveredDidDisappear:
            for controller in transition.covered {
                controller.dispatchAppearance(.viewDidDisappear(animated: animated))
            }
        case .incomingDidAppear: transition.to?.dispatchDidAppear(animated: animated)
        case .outgoingDidDisappear: transition.from?.dispatchAppearance(.viewDidDisappear(animated: animated))
        case .incomingWillDisappear: transition.to?.dispatchAppearance(.viewWillDisappear(animated: animated))
        case .incomingDidDisappear: transition.to?.dispatchAppearance(.viewDidDisappear(animated: animated))
        case .outgoingWillAppear: transition.from?.dispatchAppearance(.viewWillAppear(animated: animated))
        case .outgoingDidAppear: transition.from?.dispatchDidAppear(animated: animated)
        case .coveredReappear:
            for controller in transition.covered {
                controller.dispatchAppearance(.viewWillAppear(animated: animated))
                controller.dispatchDidAppear(animated: animated)
            }
        case .release:
            forEachMoving(transition) { controller in
                if controller.activeTransition === self { controller.activeTransition = nil }
            }
            HeadlessWorld.shared.activeTransitions.removeAll { $0 === self }
        case .endMoves: transition.hierarchy?.endMoves()
        case .outgoingRemoved: transition.hierarchy?.outgoingRemoved()
        case .incomingDidMove: transition.hierarchy?.incomingDidMove()
        case .completion: transition.hierarchy?.completion(finished: finished)
        case .delegateDid: transition.hierarchy?.delegateDid()
        case .restoreList: transition.hierarchy?.restoreList()
        case .undoIncoming: transition.hierarchy?.undoIncoming()
        case .outgoingStays: transition.hierarchy?.outgoingStays()
        }
    }

    /// Calls `body` with every controller the transition moves, each of which sees it as its
    /// coordinator.
    private func forEachMoving(_ transition: Transition, _ body: (UIViewController) -> Void) {
        if let to = transition.to { body(to) }
        if let from = transition.from { body(from) }
        for controller in transition.covered { body(controller) }
    }

    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        switch machine.alongsideAnimation() {
        case .runNow: animation?(self)
        case .keepUntilWillHalfPerformed: if let animation { alongside.append(animation) }
        case .refuse: return false
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
