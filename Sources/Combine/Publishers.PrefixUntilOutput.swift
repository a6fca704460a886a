// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that republishes elements until another publisher emits an element.
    public struct PrefixUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// Another publisher, whose first output causes this publisher to finish.
        public let other: Other

        /// Creates a publisher that republishes elements until `other` emits one.
        public init(upstream: Upstream, other: Other) {
            self.upstream = upstream
            self.other = other
        }

        /// Attaches the subscriber behind one that passes elements on until `other` sends an
        /// element, then finishes and cancels both; `other` finishing or failing first is
        /// ignored, and upstream completing cancels `other`.
        public func receive<S>(subscriber: S)
        where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let trigger = OutputTrigger()
            var isAttached = false
            let inner = OperatorInner<Output, Failure, S>(downstream: subscriber)
            trigger.attach(to: other) { if isAttached { inner.finish(.finished) } }
            inner.onCancel = { trigger.cancel() }
            inner.onValue = { inner, value in
                guard !trigger.hasFired else {
                    inner.finish(.finished)
                    return .none
                }
                return inner.downstream?.receive(value) ?? .none
            }
            inner.onCompletion = { inner, completion in
                trigger.cancel()
                inner.finish(completion)
            }
            upstream.subscribe(inner)
            isAttached = true
            if trigger.hasFired { inner.finish(.finished) }
        }
    }
}

extension Publisher {
    /// Republishes elements until another publisher emits an element.
    ///
    /// - Parameter publisher: A second publisher.
    /// - Returns: A publisher that republishes elements until the second publisher publishes
    ///   an element, then finishes.
    public func prefix<P>(untilOutputFrom publisher: P) -> Publishers.PrefixUntilOutput<Self, P>
    where P: Publisher {
        Publishers.PrefixUntilOutput(upstream: self, other: publisher)
    }
}
