// ViewLifecycle · ViewLifecycle

/// Turns the raw callbacks of one bridge controller into the contract's events and delivers
/// them, with their context, to the handlers of the latest view update.
///
/// The platform bridge feeds it; everything here is platform-free, so the contract is tested on
/// every platform with the same code that runs on devices. `package` so that lifecycle-bench
/// can time delivery on its own; never public.
@MainActor
package final class LifecycleRelay {
    /// The handlers to call; the bridge replaces them on every view update, so the closure
    /// called is never a stale capture.
    ///
    /// Unchecked: every access is instantaneous (a whole-value read or assignment; the type has
    /// no mutating members), so none can overlap another on the main actor.
    @exclusivity(unchecked) package var handlers: LifecycleHandlers

    /// Everything the contract needs to remember, touched once per callback. Unchecked: it is
    /// private and mutated only inside `StateMachine`'s own methods, which call no code of anyone
    /// else's, so no access to it can overlap another. `handlers` and `state` unchecked pay: in
    /// `lifecycle-bench modifiers`, four runs alternating, 36–52 ns per event with them and
    /// 58–81 ns without (the bare balancer 15–19 ns), past the 3× goal.
    @exclusivity(unchecked) private var state = StateMachine()
    /// The work of `lifecycleTask` started at the last `didAppear`. Unchecked: only the relay's
    /// own methods touch it, and none of them calls code that could reach the relay (starting a
    /// task does not run it; cancelling one runs only its cancellation handlers). It is read at
    /// every `didAppear` and `willDisappear`, and checked it cost the modifiers benchmark 9% more
    /// instructions under callgrind (10.24 G against 9.40 G).
    @exclusivity(unchecked) private var runningTasks: [Task<Void, Never>] = []
    /// Whether the end of the current view update is already scheduled, so one update schedules
    /// it once however many inputs wait for it.
    private var isUpdateEndScheduled = false

    /// The bridge controller UIKit's callbacks come from, asked whether UIKit will forward an
    /// appearance SwiftUI reports; `nil` before `make…` (and in the benchmark), where UIKit
    /// forwards nothing.
    weak var bridge: RelayController?

    /// Creates a relay for a view that is not loaded and not on screen.
    ///
    /// - Parameter handlers: The handlers of the first view update.
    package init(handlers: LifecycleHandlers) {
        self.handlers = handlers
    }

    /// The phase the delivered events have left the view in.
    var phase: AppearancePhase { state.phase }

    /// How many `lifecycleTask` operations are running.
    var runningTaskCount: Int { runningTasks.count }

    /// Delivers what `raw` means under the contract.
    ///
    /// - Parameters:
    ///   - raw: The callback the bridge received.
    ///   - isInteractive: Whether the transition that sent it began interactively.
    ///   - reason: Why the view would be disappearing now; used by disappearance events only.
    package func receive(
        _ raw: RawCallback, isInteractive: Bool, reason: LifecycleContext.DisappearanceReason
    ) {
        let deliveries = state.receive(raw, isInteractive: isInteractive, reason: reason)
        guard !deliveries.isEmpty else { return }
        // One read of the handlers per callback: its events all go to this view update's.
        let handlers = self.handlers
        for delivery in deliveries { deliver(delivery, to: handlers) }
    }

    /// Takes SwiftUI's own appearance of the tracked content: the events UIKit will not send
    /// (the view is in no forwarding chain, or UIKit already had it on screen) are synthesized,
    /// not animated, with the source `.swiftUI`; the rest is absorbed, UIKit having spoken or
    /// being about to. A disappearance is synthesized at the end of the view update, unless
    /// the view was dismantled in it (then teardown says `.removed`) or shown again.
    ///
    /// - Parameter isShown: `true` when SwiftUI shows the content (`onAppear`), `false` when it
    ///   stops (`onDisappear`).
    package func swiftUIAppearanceChanged(isShown: Bool) {
        let awaitsForwarding = bridge?.awaitsForwardedAppearance ?? false
        switch state.swiftUIAppearanceChanged(isShown: isShown, awaitsForwarding: awaitsForwarding) {
        case .none:
            return
        case .synthesizeAppearance:
            synthesize(.viewWillAppear(animated: false))
            if platformHasIsAppearing { synthesize(.viewIsAppearing(animated: false)) }
            synthesize(.viewDidAppear(animated: false))
        case .scheduleUpdateEnd:
            scheduleUpdateEnd()
        }
    }

    /// The end of the view update: SwiftUI's pending disappearance, if nothing settled it, and
    /// the visibility the update's scene activity changed. Scheduled by the relay itself;
    /// `package` so that lifecycle-bench can end its updates without a run loop.
    package func viewUpdateEnded() {
        switch state.viewUpdateEnded() {
        case .none:
            break
        case .synthesizeDisappearance:
            synthesize(.viewWillDisappear(animated: false))
            synthesize(.viewDidDisappear(animated: false))
        }
        perform(state.visibilityToReport())
    }

    /// Takes the scene's activity that a view update brings: at once, so an appearance in the
    /// same update sees it, but its visibility handlers run after the update, as one that sets
    /// state must not set it during it.
    ///
    /// - Parameter isActive: Whether the view's scene is active.
    func sceneActivityChangedInUpdate(isActive: Bool) {
        perform(state.sceneActivityChangedInUpdate(isActive: isActive))
    }

    /// Delivers the end of the view's life: a visible view gets its `willDisappear` and
    /// `didDisappear` (reason `.removed`, source `.swiftUI`), running work is cancelled, and
    /// nothing follows.
    func tearDown() {
        let deliveries = state.tearDown()
        let handlers = self.handlers
        for delivery in deliveries { deliver(delivery, to: handlers) }
        reportDelivery(self, .tearDown)
        cancelTasks()
        self.handlers = LifecycleHandlers()
    }

    /// Takes the scene's activity, calling visibility handlers if visibility changed.
    ///
    /// - Parameter isActive: Whether the view's scene is active.
    func sceneActivityChanged(isActive: Bool) {
        perform(state.sceneActivityChanged(isActive: isActive))
    }

    private func perform(_ action: StateMachine.VisibilityAction) {
        switch action {
        case .none: break
        case .report(let visible): handlers.deliverVisibility(visible)
        case .reportAtUpdateEnd: scheduleUpdateEnd()
        }
    }

    private func scheduleUpdateEnd() {
        guard !isUpdateEndScheduled else { return }
        isUpdateEndScheduled = true
        afterViewUpdate { [weak self] in
            guard let self else { return }
            isUpdateEndScheduled = false
            viewUpdateEnded()
        }
    }

    private func synthesize(_ raw: RawCallback) {
        let deliveries = state.synthesize(raw)
        let handlers = self.handlers
        for delivery in deliveries { deliver(delivery, to: handlers) }
    }

    private func deliver(_ delivery: Delivery, to handlers: LifecycleHandlers) {
        // The tasks are tested before the event's kind: they are usually none, and a test of the
        // kind first is a branch mispredicted on a mixed stream.
        if !runningTasks.isEmpty, case .willDisappear = delivery.event { cancelTasks() }
        reportDelivery(self, .event(delivery.event))
        handlers.deliver(delivery.event, delivery.context)
        if let visible = delivery.visibilityChange {
            handlers.deliverVisibility(visible)
        }
        if !handlers.visibleTasks.isEmpty, case .didAppear = delivery.event {
            startTasks(handlers.visibleTasks)
        }
    }

    /// Out of line: a task's priority is a type of the concurrency library, whose size is known
    /// only at run time, so inlined here it would make every caller look up its metadata on
    /// every callback (a fifth of the relay's time in `lifecycle-bench modifiers`).
    @inline(never)
    private func startTasks(_ tasks: [LifecycleHandlers.VisibleTask]) {
        for task in tasks {
            runningTasks.append(startTask(priority: task.priority, task.operation))
        }
    }

    private func cancelTasks() {
        for task in runningTasks { task.cancel() }
        runningTasks.removeAll()
    }
}
