// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that ignores elements from the upstream publisher until it receives an
    /// element from second publisher.
    public struct DropUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher
    where Upstream.Failure == Other.Failure {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure
        /// The publisher that this publisher receives elements from.
        public let upstream: Upstream
        /// A publisher to monitor for its first emitted element.
        public let other: Other

        /// Creates a publisher that drops elements until `other` emits one.
        public init(upstream: Upstream, other: Other) {
            self.upstream = upstream
            self.other = other
        }

        /// Attaches the subscriber behind one that drops elements (asking for one more each
        /// time) until `other` sends an element, then passes every element on; `other` failing
        /// first fails the stream and cancels upstream, `other` finishing first is ignored.
        public func receive<S>(subscriber: S)
        where S: Subscriber, Upstream.Output == S.Input, Other.Failure == S.Failure {
            let trigger = OutputTrigger()
            var isAttached = false
            var pendingFailure: Failure?
            let inner = OperatorInner<Output, Failure, S>(downstream: subscriber)
            inner.onCancel = { trigger.cancel() }
            inner.onValue = { inner, value in
                guard trigger.hasFired else { return .max(1) }
                return inner.downstream?.receive(value) ?? .none
            }
            inner.onCompletion = { inner, completion in
                trigger.cancel()
                inner.finish(completion)
            }
            trigger.attach(to: other, onOutput: {}) { error in
                if isAttached { inner.finish(.failure(error)) } else { pendingFailure = error }
            }
            upstream.subscribe(inner)
            isAttached = true
            if let pendingFailure { inner.finish(.failure(pendingFailure)) }
        }
    }
}

extension Publishers.DropUntilOutput: Equatable where Upstream: Equatable, Other: Equatable {
    /// Whether the two publishers drop the same upstream until the same publisher emits.
    public static func == (
        lhs: Publishers.DropUntilOutput<Upstream, Other>, rhs: Publishers.DropUntilOutput<Upstream, Other>
    ) -> Bool {
        lhs.upstream == rhs.upstream && lhs.other == rhs.other
    }
}

extension Publisher {
    /// Ignores elements from the upstream publisher until it receives an element from a second
    /// publisher.
    ///
    /// - Parameter publisher: A publisher to monitor for its first emitted element.
    /// - Returns: A publisher that drops elements from the upstream publisher until the
    ///   `other` publisher produces a value.
    public func drop<P>(untilOutputFrom publisher: P) -> Publishers.DropUntilOutput<Self, P>
    where P: Publisher, Self.Failure == P.Failure {
        Publishers.DropUntilOutput(upstream: self, other: publisher)
    }
}
