// ViewLifecycle · Combine

/// An operator's subscriber: hands each upstream value to a closure that decides what the
/// downstream subscriber gets, and passes subscription and completion through.
struct Forwarding<Input, Downstream: Subscriber>: Subscriber {
    typealias Failure = Downstream.Failure
    let downstream: Downstream
    let forward: (Input, Downstream) -> Subscribers.Demand
    let combineIdentifier = CombineIdentifier()

    init(downstream: Downstream, forward: @escaping (Input, Downstream) -> Subscribers.Demand) {
        self.downstream = downstream
        self.forward = forward
    }

    func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }
    func receive(_ input: Input) -> Subscribers.Demand { forward(input, downstream) }
    func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }
}
