// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that handles errors from an upstream publisher by replacing the failed
    /// publisher with another publisher.
    public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
    where Upstream.Output == NewPublisher.Output {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = NewPublisher.Failure
        /// The publisher that this publisher receives elements from.
        public let upstream: Upstream
        /// A closure that accepts the upstream failure as input and returns a publisher to replace the upstream publisher.
        public let handler: (Upstream.Failure) -> NewPublisher

        /// Creates a publisher that handles errors from an upstream publisher by replacing the
        /// failed publisher with another publisher.
        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        /// Attaches the subscriber to the upstream and, if it fails, to the publisher the handler
        /// returns, carrying over the demand the upstream did not use.
        public func receive<S>(subscriber: S)
        where S: Subscriber, NewPublisher.Failure == S.Failure, NewPublisher.Output == S.Input {
            let relay = Relay(downstream: subscriber)
            let handler = handler
            subscriber.receive(subscription: relay)
            upstream.subscribe(
                relay.stage { (relay, completion: Subscribers.Completion<Upstream.Failure>) in
                    switch completion {
                    case .finished: relay.end(.finished)
                    case .failure(let error): handler(error).subscribe(relay.stage { $0.end($1) })
                    }
                })
        }
    }
}

extension Publisher {
    /// Handles errors from an upstream publisher by replacing it with another publisher.
    public func `catch`<P>(_ handler: @escaping (Self.Failure) -> P) -> Publishers.Catch<Self, P>
    where P: Publisher, Self.Output == P.Output {
        Publishers.Catch(upstream: self, handler: handler)
    }
}
