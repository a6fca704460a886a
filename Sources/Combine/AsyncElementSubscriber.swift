// ViewLifecycle · Combine

import Foundation

/// The subscriber behind one iterator of `values`: each call to `next` asks the publisher for
/// one element and waits for it; the completion ends the iteration (a failure is thrown once),
/// and cancelling the waiting task cancels the subscription and ends the iteration.
final class AsyncElementSubscriber<Input, Failure: Error>: Subscriber, Cancellable, @unchecked Sendable {
    /// One step's outcome, handed from the publisher's side to the waiting task, which alone
    /// uses it afterwards.
    struct Handoff: @unchecked Sendable {
        let result: Result<Input?, Failure>
    }

    private let lock = NSLock()
    private var subscription: (any Subscription)?
    private var waiting: CheckedContinuation<Handoff, Never>?
    /// Demand a `next` made before the subscription arrived.
    private var isDemandPending = false
    private var ending: Subscribers.Completion<Failure>?
    private var isCancelled = false

    func receive(subscription: any Subscription) {
        let request: Bool? = lock.withLock {
            guard self.subscription == nil, ending == nil, !isCancelled else { return nil }
            self.subscription = subscription
            defer { isDemandPending = false }
            return isDemandPending
        }
        switch request {
        case nil: subscription.cancel()
        case true?: subscription.request(.max(1))
        case false?: break
        }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        let continuation = lock.withLock {
            defer { waiting = nil }
            return waiting
        }
        continuation?.resume(returning: Handoff(result: .success(input)))
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let continuation: CheckedContinuation<Handoff, Never>? = lock.withLock {
            guard ending == nil else { return nil }
            subscription = nil
            defer { waiting = nil }
            guard let waiting else {
                ending = completion
                return nil
            }
            ending = .finished
            return waiting
        }
        guard let continuation else { return }
        switch completion {
        case .finished: continuation.resume(returning: Handoff(result: .success(nil)))
        case .failure(let error): continuation.resume(returning: Handoff(result: .failure(error)))
        }
    }

    func cancel() {
        let (current, continuation) = lock.withLock {
            isCancelled = true
            ending = ending ?? .finished
            defer {
                subscription = nil
                waiting = nil
            }
            return (subscription, waiting)
        }
        current?.cancel()
        continuation?.resume(returning: Handoff(result: .success(nil)))
    }

    /// The next element, nil once the publisher finished or the task was cancelled, or the
    /// publisher's failure (once; after it, nil).
    func next(isolation actor: isolated (any Actor)?) async -> Result<Input?, Failure> {
        await withTaskCancellationHandler {
            await withCheckedContinuation(isolation: actor) { continuation in
                let action: (Result<Input?, Failure>?, (any Subscription)?) = lock.withLock {
                    if let ending {
                        self.ending = .finished
                        switch ending {
                        case .finished: return (.success(nil), nil)
                        case .failure(let error): return (.failure(error), nil)
                        }
                    }
                    if Task.isCancelled { return (.success(nil), nil) }
                    waiting = continuation
                    if subscription == nil { isDemandPending = true }
                    return (nil, subscription)
                }
                if let result = action.0 { return continuation.resume(returning: Handoff(result: result)) }
                action.1?.request(.max(1))
            }
        } onCancel: {
            cancel()
        }.result
    }
}
