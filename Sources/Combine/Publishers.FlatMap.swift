// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that transforms elements from an upstream publisher into a new publisher.
    public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
    where NewPublisher.Failure == Upstream.Failure {
        /// The kind of values published by this publisher.
        public typealias Output = NewPublisher.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The maximum number of concurrent publisher subscriptions.
        public let maxPublishers: Subscribers.Demand
        /// A closure that takes an element as a parameter and returns a publisher that produces elements of that type.
        public let transform: (Upstream.Output) -> NewPublisher

        /// Creates a publisher that transforms elements from an upstream publisher into a new publisher.
        public init(
            upstream: Upstream, maxPublishers: Subscribers.Demand,
            transform: @escaping (Upstream.Output) -> NewPublisher
        ) {
            self.upstream = upstream
            self.maxPublishers = maxPublishers
            self.transform = transform
        }

        /// Attaches the subscriber behind one that subscribes to the publisher made from each
        /// element (at most `maxPublishers` at once) and merges their elements.
        public func receive<S>(subscriber: S)
        where S: Subscriber, NewPublisher.Output == S.Input, Upstream.Failure == S.Failure {
            upstream.subscribe(
                FlatMapInner<Upstream, NewPublisher, S>(
                    downstream: subscriber, maxPublishers: maxPublishers, transform: transform))
        }
    }
}

extension Publisher {
    /// Transforms all elements from an upstream publisher into a new publisher up to a maximum
    /// number of publishers you specify.
    public func flatMap<T, P>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Self.Output) -> P
    ) -> Publishers.FlatMap<P, Self> where T == P.Output, P: Publisher, Self.Failure == P.Failure {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }

    /// Transforms all elements into publishers that cannot fail, given this publisher's failure type.
    public func flatMap<P>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Self.Output) -> P
    ) -> Publishers.FlatMap<Publishers.SetFailureType<P, Self.Failure>, Self>
    where P: Publisher, P.Failure == Never {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers) {
            transform($0).setFailureType(to: Failure.self)
        }
    }
}

extension Publisher where Self.Failure == Never {
    /// Transforms all elements of a publisher that cannot fail into publishers that may.
    public func flatMap<P>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Self.Output) -> P
    ) -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> where P: Publisher {
        Publishers.FlatMap(
            upstream: setFailureType(to: P.Failure.self), maxPublishers: maxPublishers, transform: transform)
    }

    /// Transforms all elements of a publisher that cannot fail into publishers that cannot fail.
    public func flatMap<P>(
        maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Self.Output) -> P
    ) -> Publishers.FlatMap<P, Self> where P: Publisher, P.Failure == Never {
        Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
    }
}
