// ViewLifecycle · Combine

/// The subscriber a combining operator attaches to one of its upstreams.
struct FanInSide<Input, Downstream: Subscriber>: Subscriber {
    typealias Failure = Downstream.Failure
    let fanIn: FanIn<Downstream>
    let index: Int
    let onValue: (Input) -> Void
    let combineIdentifier = CombineIdentifier()

    func receive(subscription: any Subscription) { fanIn.attach(subscription, at: index) }

    func receive(_ input: Input) -> Subscribers.Demand {
        onValue(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) { fanIn.finish(at: index, with: completion) }
}
