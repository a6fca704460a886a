// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that provides explicit connectability to another publisher: subscribers
    /// receive nothing until `connect()`, after which every subscriber gets the upstream's
    /// elements and completion.
    public struct MakeConnectable<Upstream: Publisher>: ConnectablePublisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure
        private let multicast: Publishers.Multicast<Upstream, PassthroughSubject<Output, Failure>>

        /// Creates a connectable publisher that subscribes to `upstream` when connected.
        public init(upstream: Upstream) {
            multicast = Publishers.Multicast(upstream: upstream) { PassthroughSubject() }
        }

        /// Attaches the subscriber; it receives elements once the publisher is connected.
        public func receive<S>(subscriber: S)
        where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            multicast.receive(subscriber: subscriber)
        }

        /// Subscribes to the upstream; cancelling the result detaches it.
        public func connect() -> any Cancellable {
            multicast.connect()
        }
    }
}

extension Publisher where Self.Failure == Never {
    /// Creates a connectable wrapper around the publisher.
    ///
    /// - Returns: A connectable publisher wrapping this publisher.
    public func makeConnectable() -> Publishers.MakeConnectable<Self> {
        Publishers.MakeConnectable(upstream: self)
    }
}
