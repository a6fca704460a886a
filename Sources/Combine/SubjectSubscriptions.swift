// ViewLifecycle · Combine

/// The subscribers of a subject, each with its outstanding demand; values go only to those
/// that asked for them, in subscription order.
final class SubjectSubscriptions<Output, Failure: Error>: @unchecked Sendable {
    private var entries: [Entry] = []
    private(set) var completion: Subscribers.Completion<Failure>?
    /// Runs once when the last subscriber cancels.
    var onEmpty: (() -> Void)?

    /// One subscriber's link to the subject.
    final class Entry: Subscription, @unchecked Sendable {
        weak var owner: SubjectSubscriptions?
        var demand = Subscribers.Demand.none
        let receive: (Output) -> Subscribers.Demand
        let complete: (Subscribers.Completion<Failure>) -> Void

        init(
            owner: SubjectSubscriptions, receive: @escaping (Output) -> Subscribers.Demand,
            complete: @escaping (Subscribers.Completion<Failure>) -> Void
        ) {
            self.owner = owner
            self.receive = receive
            self.complete = complete
        }

        func request(_ demand: Subscribers.Demand) { self.demand += demand }

        func cancel() {
            guard let owner else { return }
            owner.entries.removeAll { $0 === self }
            self.owner = nil
            if owner.entries.isEmpty, let onEmpty = owner.onEmpty {
                owner.onEmpty = nil
                onEmpty()
            }
        }
    }

    /// Connects a subscriber; it is sent its subscription (and a completion already sent).
    func add<S: Subscriber>(_ subscriber: S) -> Entry where S.Input == Output, S.Failure == Failure {
        let entry = Entry(
            owner: self, receive: subscriber.receive(_:), complete: subscriber.receive(completion:))
        if let completion {
            subscriber.receive(subscription: entry)
            subscriber.receive(completion: completion)
            return entry
        }
        entries.append(entry)
        subscriber.receive(subscription: entry)
        return entry
    }

    /// Sends a value to every subscriber with demand.
    func send(_ value: Output) {
        guard completion == nil else { return }
        for entry in entries where entry.demand > 0 {
            entry.demand -= 1
            entry.demand += entry.receive(value)
        }
    }

    /// Finishes every subscription.
    func send(completion: Subscribers.Completion<Failure>) {
        guard self.completion == nil else { return }
        self.completion = completion
        let current = entries
        entries.removeAll()
        for entry in current { entry.complete(completion) }
    }

    var isEmpty: Bool { entries.isEmpty }
}
