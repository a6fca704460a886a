// ViewLifecycle · ViewLifecycle

/// Turns the raw callbacks of one bridge controller into the contract's events and delivers
/// them, with their context, to the handlers of the latest view update.
///
/// The platform bridge feeds it; everything here is platform-free, so the contract is tested on
/// every platform with the same code that runs on devices.
@MainActor
final class LifecycleRelay {
    /// The handlers to call; the bridge replaces them on every view update, so the closure
    /// called is never a stale capture.
    var handlers: LifecycleHandlers

    private var balancer = AppearanceBalancer()
    private var visibility = VisibilityTracker()
    /// Whether the current appearing or disappearing phase undoes a cancelled transition.
    private var isReversing = false
    /// Why the current disappearance happens, fixed at its `willDisappear`.
    private var disappearanceReason: LifecycleContext.DisappearanceReason?
    /// The work of `lifecycleTask` started at the last `didAppear`.
    private var runningTasks: [Task<Void, Never>] = []

    /// Creates a relay for a view that is not loaded and not on screen.
    ///
    /// - Parameter handlers: The handlers of the first view update.
    init(handlers: LifecycleHandlers) {
        self.handlers = handlers
    }

    /// The phase the delivered events have left the view in.
    var phase: AppearancePhase { balancer.phase }

    /// Delivers what `raw` means under the contract.
    ///
    /// - Parameters:
    ///   - raw: The callback the bridge received.
    ///   - isInteractive: Whether the transition that sent it began interactively.
    ///   - reason: Why the view would be disappearing now; used by disappearance events only.
    func receive(
        _ raw: RawCallback, isInteractive: Bool, reason: LifecycleContext.DisappearanceReason
    ) {
        for event in balancer.receive(raw) {
            deliver(event, isInteractive: isInteractive, reason: reason)
        }
    }

    /// Delivers the end of the view's life: a visible view gets its `willDisappear` and
    /// `didDisappear` (reason `.removed`), running work is cancelled, and nothing follows.
    func tearDown() {
        receive(.teardown, isInteractive: false, reason: .removed)
        cancelTasks()
        handlers = LifecycleHandlers()
    }

    /// Takes the scene's activity, calling visibility handlers if visibility changed.
    ///
    /// - Parameter isActive: Whether the view's scene is active.
    func sceneActivityChanged(isActive: Bool) {
        if let visible = visibility.sceneActivityChanged(isActive: isActive) {
            for handler in handlers.visibility { handler(visible) }
        }
    }

    private func deliver(
        _ event: LifecycleEvent, isInteractive: Bool, reason: LifecycleContext.DisappearanceReason
    ) {
        var context = LifecycleContext(
            isAnimated: event.animated ?? false, isInteractive: isInteractive)
        switch event {
        case .load:
            break
        case .willAppear:
            isReversing = visibility.phase == .disappearing
            disappearanceReason = nil
        case .willDisappear:
            isReversing = visibility.phase == .appearing
            disappearanceReason = reason
            cancelTasks()
        case .isAppearing, .didAppear, .didDisappear:
            break
        }
        if event.phaseAfter != nil { context.isCancellationReversal = isReversing }
        if case .willDisappear = event { context.disappearanceReason = disappearanceReason }
        if case .didDisappear = event { context.disappearanceReason = disappearanceReason ?? reason }
        let visibilityChange = event.phaseAfter.flatMap { visibility.phaseChanged(to: $0) }
        handlers.deliver(event, context)
        if let visibilityChange {
            for handler in handlers.visibility { handler(visibilityChange) }
        }
        if case .didAppear = event { startTasks() }
    }

    private func startTasks() {
        for task in handlers.visibleTasks {
            runningTasks.append(Task(priority: task.priority, operation: task.operation))
        }
    }

    private func cancelTasks() {
        for task in runningTasks { task.cancel() }
        runningTasks.removeAll()
    }
}
