// ViewLifecycle · LifecycleCore

extension RawCallback {
    /// Creates the callback a delivered event stands for: ``LifecycleEvent/load`` as
    /// `viewDidLoad`, an appearance event as its callback with its `animated` flag; the inverse of
    /// ``LifecycleEvent/init(delivering:)``.
    ///
    /// The relay asks ``AppearanceMachine/phase(after:)`` where a delivered event leaves the view
    /// through it, so the phase of an event is the machine's answer too. Inlinable, so that
    /// across the module boundary it folds into the relay's switch on the event rather than
    /// being a call per delivered event.
    ///
    /// - Parameter event: A delivered event.
    @inlinable
    package init(delivered event: LifecycleEvent) {
        switch event {
        case .load: self = .viewDidLoad
        case .willAppear(let animated): self = .viewWillAppear(animated: animated)
        case .isAppearing(let animated): self = .viewIsAppearing(animated: animated)
        case .didAppear(let animated): self = .viewDidAppear(animated: animated)
        case .willDisappear(let animated): self = .viewWillDisappear(animated: animated)
        case .didDisappear(let animated): self = .viewDidDisappear(animated: animated)
        }
    }
}
