// ViewLifecycle · Combine

/// One subscription of a sequence publisher: the next elements on each request, then finished.
final class SequenceSubscription<Elements: IteratorProtocol, Downstream: Subscriber>: Subscription,
    @unchecked Sendable
where Downstream.Input == Elements.Element {
    private var elements: Elements
    private var next: Elements.Element?
    private var downstream: Downstream?
    private var demand = Subscribers.Demand.none
    private var isSending = false

    init(elements: Elements, subscriber: Downstream) {
        self.elements = elements
        self.downstream = subscriber
        self.next = self.elements.next()
    }

    func request(_ demand: Subscribers.Demand) {
        self.demand += demand
        // A request made while an element is being received adds to the demand of this loop.
        guard !isSending else { return }
        isSending = true
        defer { isSending = false }
        while self.demand > 0, let downstream, let value = next {
            self.demand -= 1
            next = elements.next()
            self.demand += downstream.receive(value)
        }
        if next == nil, let downstream {
            self.downstream = nil
            downstream.receive(completion: .finished)
        }
    }

    func cancel() { downstream = nil }
}
