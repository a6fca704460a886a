// ViewLifecycle · LifecycleCore

extension LifecycleEvent {
    /// Creates the event a raw callback is delivered as, when it is delivered: `viewDidLoad` as
    /// ``load``, an appearance callback as its event with its `animated` flag.
    ///
    /// - Parameter raw: The callback.
    /// - Returns: `nil` for ``RawCallback/teardown``, which is delivered as the events that end
    ///   the view hidden, if any.
    public init?(delivering raw: RawCallback) {
        switch raw {
        case .viewDidLoad: self = .load
        case .viewWillAppear(let animated): self = .willAppear(animated: animated)
        case .viewIsAppearing(let animated): self = .isAppearing(animated: animated)
        case .viewDidAppear(let animated): self = .didAppear(animated: animated)
        case .viewWillDisappear(let animated): self = .willDisappear(animated: animated)
        case .viewDidDisappear(let animated): self = .didDisappear(animated: animated)
        case .teardown: return nil
        }
    }
}
