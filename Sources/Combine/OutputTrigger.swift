// ViewLifecycle · Combine

/// The second publisher of `prefix(untilOutputFrom:)` or `drop(untilOutputFrom:)`: it asks
/// for one element, runs `onOutput` when it comes (then cancels) and `onFailure` if the
/// publisher fails first; finishing without an element does nothing.
final class OutputTrigger: @unchecked Sendable {
    private var subscription: (any Subscription)?
    private var isDone = false
    /// Whether the element came.
    private(set) var hasFired = false

    /// Subscribes to `other`.
    func attach<Other: Publisher>(
        to other: Other, onOutput: @escaping () -> Void,
        onFailure: @escaping (Other.Failure) -> Void = { _ in }
    ) {
        other.subscribe(
            AnySubscriber<Other.Output, Other.Failure>(
                receiveSubscription: { [self] subscription in
                    guard !isDone, self.subscription == nil else { return subscription.cancel() }
                    self.subscription = subscription
                    subscription.request(.max(1))
                },
                receiveValue: { [self] _ in
                    guard !isDone else { return .none }
                    hasFired = true
                    cancel()
                    onOutput()
                    return .none
                },
                receiveCompletion: { [self] completion in
                    guard !isDone else { return }
                    isDone = true
                    subscription = nil
                    if case .failure(let error) = completion { onFailure(error) }
                }))
    }

    /// Stops listening to the second publisher.
    func cancel() {
        isDone = true
        let current = subscription
        subscription = nil
        current?.cancel()
    }
}
