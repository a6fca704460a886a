// ViewLifecycle · Combine

/// One subscriber's subscription to a `Future`: delivers the result when both it is known and
/// the subscriber has demand.
final class FutureSubscription<Downstream: Subscriber>: Subscription, @unchecked Sendable {
    private var downstream: Downstream?
    private var isDemanded = false
    private var result: Result<Downstream.Input, Downstream.Failure>?

    init(subscriber: Downstream) { downstream = subscriber }

    func resolve(_ result: Result<Downstream.Input, Downstream.Failure>) {
        self.result = result
        deliverIfReady()
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > 0 else { return }
        isDemanded = true
        deliverIfReady()
    }

    func cancel() { downstream = nil }

    private func deliverIfReady() {
        guard let result, let downstream else { return }
        switch result {
        case .success(let value):
            guard isDemanded else { return }
            self.downstream = nil
            _ = downstream.receive(value)
            downstream.receive(completion: .finished)
        case .failure(let error):
            self.downstream = nil
            downstream.receive(completion: .failure(error))
        }
    }
}
