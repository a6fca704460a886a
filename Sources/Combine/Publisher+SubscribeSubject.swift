// ViewLifecycle · Combine

extension Publisher {
    /// Attaches the specified subject to this publisher: the subject asks for the elements it
    /// wants and passes them and the completion on to its own subscribers.
    ///
    /// - Parameter subject: The subject to attach to this publisher.
    /// - Returns: A cancellable that detaches the subject.
    public func subscribe<S>(_ subject: S) -> AnyCancellable
    where S: Subject, Self.Failure == S.Failure, Self.Output == S.Output {
        let link = SubjectLink(subject)
        subscribe(link)
        return AnyCancellable(link)
    }
}

/// The subscriber `subscribe(_:)` attaches for a subject: it hands the subject the
/// subscription and forwards elements and the completion, until cancelled.
final class SubjectLink<Target: Subject>: Subscriber, Cancellable, @unchecked Sendable {
    typealias Input = Target.Output
    typealias Failure = Target.Failure

    private var subject: Target?
    private var subscription: (any Subscription)?

    init(_ subject: Target) { self.subject = subject }

    func receive(subscription: any Subscription) {
        guard self.subscription == nil, let subject else { return subscription.cancel() }
        self.subscription = subscription
        subject.send(subscription: subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        subject?.send(input)
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        guard let subject else { return }
        self.subject = nil
        subscription = nil
        subject.send(completion: completion)
    }

    func cancel() {
        subject = nil
        let current = subscription
        subscription = nil
        current?.cancel()
    }
}
