// ViewLifecycle · Combine

extension Publisher {
    /// Attaches a subscriber of an operator that publishes once, when upstream finishes
    /// (`last`, `collect`): each element is folded into an accumulator (asking upstream for
    /// one more), and on `.finished` the accumulator's `result`, if any, is sent before the
    /// completion; a failure is passed on alone.
    func subscribeReducing<S: Subscriber, Accumulator>(
        _ subscriber: S, initial: Accumulator, fold: @escaping (inout Accumulator, Output) -> Void,
        result: @escaping (Accumulator) -> S.Input?
    ) where S.Failure == Failure {
        var accumulator = initial
        let inner = OperatorInner<Output, Failure, S>(downstream: subscriber)
        inner.onValue = { _, value in
            fold(&accumulator, value)
            return .max(1)
        }
        inner.onCompletion = { inner, completion in
            if case .finished = completion, let value = result(accumulator) {
                _ = inner.downstream?.receive(value)
            }
            inner.finish(completion)
        }
        subscribe(inner)
    }
}
