// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that buffers items.
    public struct Collect<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher: every element, in order.
        public typealias Output = [Upstream.Output]
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates a publisher that collects every element until the stream finishes.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Attaches the subscriber behind one that collects every element and, when upstream
        /// finishes, sends the array (empty if nothing came) and finishes; a failure arrives
        /// without it.
        public func receive<S>(subscriber: S)
        where S: Subscriber, Upstream.Failure == S.Failure, S.Input == [Upstream.Output] {
            upstream.subscribeReducing(subscriber, initial: [Upstream.Output]()) {
                $0.append($1)
            } result: {
                $0
            }
        }
    }
}

extension Publisher {
    /// Collects all received elements, and emits a single array of the collection when the
    /// upstream publisher finishes.
    ///
    /// - Returns: A publisher that collects all received items and returns them as an array
    ///   upon completion.
    public func collect() -> Publishers.Collect<Self> {
        Publishers.Collect(upstream: self)
    }
}
