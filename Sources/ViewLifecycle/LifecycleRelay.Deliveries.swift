// ViewLifecycle · ViewLifecycle

extension LifecycleRelay {
    /// One delivered event, its context, and the visibility it changed to, if it changed it.
    struct Delivery {
        var event: LifecycleEvent
        var context: LifecycleContext
        var visibilityChange: Bool?
    }

    /// The deliveries one raw callback makes: at most three, as the balancer's events, inline.
    typealias Deliveries = UpToThree<Delivery>
}
