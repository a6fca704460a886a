// ViewLifecycle · Combine

/// What one element does to the stream of a folding operator (`reduce`, `count`, `contains`,
/// `allSatisfy`, `min`, `max`, `last(where:)`).
enum FoldStep<Failure: Error> {
    /// Keep going: ask upstream for one more element.
    case more
    /// The result is known: send it, finish and cancel upstream.
    case done
    /// A `try` closure threw: cancel upstream and fail with the error.
    case fail(Failure)
}

extension Publisher {
    /// Attaches a subscriber of an operator that publishes at most once: each element is folded
    /// into an accumulator, which may end the stream early (`.done`) or fail it (`.fail`); on
    /// upstream's `.finished` the accumulator's `result`, if any, is sent before finishing, and
    /// upstream's failure arrives alone, converted by `failure`.
    func subscribeFolding<S: Subscriber, Accumulator>(
        _ subscriber: S, initial: Accumulator, failure: @escaping (Failure) -> S.Failure,
        fold: @escaping (inout Accumulator, Output) -> FoldStep<S.Failure>,
        result: @escaping (Accumulator) -> S.Input?
    ) {
        var accumulator = initial
        let inner = OperatorInner<Output, Failure, S>(downstream: subscriber)
        inner.onValue = { inner, value in
            switch fold(&accumulator, value) {
            case .more:
                return .max(1)
            case .done:
                if let value = result(accumulator) { _ = inner.downstream?.receive(value) }
                inner.finish(.finished)
            case .fail(let error):
                inner.finish(.failure(error))
            }
            return .none
        }
        inner.onCompletion = { inner, completion in
            switch completion {
            case .finished:
                if let value = result(accumulator) { _ = inner.downstream?.receive(value) }
                inner.finish(.finished)
            case .failure(let error):
                inner.finish(.failure(failure(error)))
            }
        }
        subscribe(inner)
    }
}

extension FoldStep where Failure == any Error {
    /// The step a `try` closure's work gives: its own step, or `.fail` with what it threw.
    static func trying(_ body: () throws -> FoldStep) -> FoldStep {
        do { return try body() } catch { return .fail(error) }
    }
}
