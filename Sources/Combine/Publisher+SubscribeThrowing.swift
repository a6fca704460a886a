// ViewLifecycle · Combine

extension Publisher {
    /// Attaches a subscriber of a `try` operator: each element goes through `step`, whose
    /// result is delivered, or dropped when nil (asking upstream for one more); an error thrown
    /// by `step` cancels upstream and fails the stream with it, and upstream's failure arrives
    /// as `any Error`.
    func subscribeThrowing<S: Subscriber>(_ subscriber: S, step: @escaping (Output) throws -> S.Input?)
    where S.Failure == any Error {
        let inner = OperatorInner<Output, Failure, S>(downstream: subscriber)
        inner.onValue = { inner, value in
            do {
                guard let result = try step(value) else { return .max(1) }
                return inner.downstream?.receive(result) ?? .none
            } catch {
                inner.finish(.failure(error))
                return .none
            }
        }
        inner.onCompletion = { inner, completion in inner.finish(completion.mapFailure { $0 }) }
        subscribe(inner)
    }
}
