// ViewLifecycle · Combine

/// The subscription of an operator that needs more than `Forwarding`: it stands between one
/// upstream and the subscriber, passes demand and cancel up, and lets the operator decide what
/// each element and the completion become.
final class OperatorInner<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber, Subscription,
    @unchecked Sendable
{
    typealias Failure = UpstreamFailure

    /// What the operator does with an element; it may end the stream with `finish(_:)`.
    var onValue: (OperatorInner, Input) -> Subscribers.Demand = { _, _ in .none }
    /// What the operator does with the upstream completion.
    var onCompletion: (OperatorInner, Subscribers.Completion<UpstreamFailure>) -> Void = { _, _ in }
    /// What the operator does when the subscriber subscribes, asks for more or cancels.
    var onSubscription: (any Subscription) -> Void = { _ in }
    var onRequest: (Subscribers.Demand) -> Void = { _ in }
    var onCancel: () -> Void = {}

    private(set) var downstream: Downstream?
    private var upstream: (any Subscription)?

    init(downstream: Downstream) { self.downstream = downstream }

    func receive(subscription: any Subscription) {
        guard upstream == nil, let downstream else { return subscription.cancel() }
        upstream = subscription
        onSubscription(subscription)
        downstream.receive(subscription: self)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard downstream != nil else { return .none }
        return onValue(self, input)
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        guard downstream != nil else { return }
        upstream = nil
        onCompletion(self, completion)
    }

    func request(_ demand: Subscribers.Demand) {
        onRequest(demand)
        upstream?.request(demand)
    }

    func cancel() {
        guard let current = upstream else { return }
        onCancel()
        upstream = nil
        downstream = nil
        current.cancel()
    }

    /// Sends the completion downstream, cancelling upstream if it is still attached.
    func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
        guard let downstream else { return }
        self.downstream = nil
        let current = upstream
        upstream = nil
        current?.cancel()
        downstream.receive(completion: completion)
    }
}
