// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that emits all of one publisher's elements before those from another publisher.
    public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
    where Prefix.Failure == Suffix.Failure, Prefix.Output == Suffix.Output {
        /// The kind of values published by this publisher.
        public typealias Output = Suffix.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Suffix.Failure
        /// The publisher to republish, in its entirety, before republishing elements from the suffix publisher.
        public let prefix: Prefix
        /// The publisher to republish only after the prefix publisher finishes.
        public let suffix: Suffix

        /// Creates a publisher that emits all of one publisher's elements before those from another publisher.
        public init(prefix: Prefix, suffix: Suffix) {
            self.prefix = prefix
            self.suffix = suffix
        }

        /// Attaches the subscriber to the prefix and, once it finishes, to the suffix, carrying
        /// over the demand the prefix did not use.
        public func receive<S>(subscriber: S)
        where S: Subscriber, Suffix.Failure == S.Failure, Suffix.Output == S.Input {
            let relay = Relay(downstream: subscriber)
            let suffix = suffix
            subscriber.receive(subscription: relay)
            prefix.subscribe(
                relay.stage { relay, completion in
                    guard case .finished = completion else { return relay.end(completion) }
                    suffix.subscribe(relay.stage { $0.end($1) })
                })
        }
    }
}

extension Publisher {
    /// Prefixes a publisher's output with the specified values.
    public func prepend(
        _ elements: Self.Output...
    ) -> Publishers.Concatenate<Publishers.Sequence<[Self.Output], Self.Failure>, Self> {
        Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
    }

    /// Prefixes the output of this publisher with the elements emitted by the given publisher.
    public func prepend<P>(_ publisher: P) -> Publishers.Concatenate<P, Self>
    where P: Publisher, Self.Failure == P.Failure, Self.Output == P.Output {
        Publishers.Concatenate(prefix: publisher, suffix: self)
    }

    /// Appends this publisher's output with the elements emitted by the given publisher.
    public func append<P>(_ publisher: P) -> Publishers.Concatenate<Self, P>
    where P: Publisher, Self.Failure == P.Failure, Self.Output == P.Output {
        Publishers.Concatenate(prefix: self, suffix: publisher)
    }
}
