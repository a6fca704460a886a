// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that handles errors from an upstream publisher by replacing the failed
    /// publisher with another publisher or producing a new error.
    public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
    where Upstream.Output == NewPublisher.Output {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish: the handler's or the new publisher's.
        public typealias Failure = any Error
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// An error-throwing closure that accepts the upstream failure as input and returns a
        /// publisher to replace the upstream publisher.
        public let handler: (Upstream.Failure) throws -> NewPublisher

        /// Creates a publisher that replaces a failed upstream with the handler's publisher,
        /// or fails with the error the handler throws.
        public init(upstream: Upstream, handler: @escaping (Upstream.Failure) throws -> NewPublisher) {
            self.upstream = upstream
            self.handler = handler
        }

        /// Attaches the subscriber to the upstream and, if it fails, to the publisher the
        /// handler returns, carrying over the demand the upstream did not use; a thrown error
        /// fails the stream.
        public func receive<S>(subscriber: S)
        where S: Subscriber, NewPublisher.Output == S.Input, S.Failure == any Error {
            let relay = Relay(downstream: subscriber)
            let handler = handler
            subscriber.receive(subscription: relay)
            upstream.subscribe(
                relay.stage { (relay, completion: Subscribers.Completion<Upstream.Failure>) in
                    switch completion {
                    case .finished: relay.end(.finished)
                    case .failure(let error):
                        do {
                            try handler(error).subscribe(relay.stage { $0.end($1.mapFailure { $0 }) })
                        } catch {
                            relay.end(.failure(error))
                        }
                    }
                })
        }
    }
}

extension Publisher {
    /// Handles errors from an upstream publisher by either replacing it with another publisher
    /// or throwing a new error.
    ///
    /// - Parameter handler: A throwing closure that accepts the upstream failure as input. It
    ///   can return a new publisher, or throw an error to fail the stream.
    /// - Returns: A publisher that handles errors from an upstream publisher by replacing the
    ///   failed publisher with another publisher, or failing with the thrown error.
    public func tryCatch<P>(_ handler: @escaping (Self.Failure) throws -> P) -> Publishers.TryCatch<Self, P>
    where P: Publisher, Self.Output == P.Output {
        Publishers.TryCatch(upstream: self, handler: handler)
    }
}
