// ViewLifecycle · Combine

/// The subscription that ignores demand and cancellation.
struct EmptySubscription: Subscription {
    let combineIdentifier = CombineIdentifier()
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}
