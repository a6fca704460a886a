// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that automatically connects to an upstream connectable publisher: it connects
    /// when the first subscriber attaches; the connection outlives this object, as the
    /// subscriptions do (a timer stops when its last subscriber cancels).
    public class Autoconnect<Upstream>: Publisher where Upstream: ConnectablePublisher {
        /// The kind of values published: the upstream's.
        public typealias Output = Upstream.Output
        /// The kind of errors published: the upstream's.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        final public let upstream: Upstream
        private var connection: (any Cancellable)?

        /// Creates a publisher that connects to `upstream` when first subscribed to.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Attaches the subscriber to the upstream publisher, connecting it the first time.
        public func receive<S>(subscriber: S)
        where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            upstream.receive(subscriber: subscriber)
            if connection == nil { connection = upstream.connect() }
        }
    }
}

extension Publishers.Autoconnect: @unchecked Sendable {}
