// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that publishes the value of a key path.
    public struct MapKeyPath<Upstream: Publisher, Output>: Publisher {
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The key path of a property to publish.
        public let keyPath: KeyPath<Upstream.Output, Output>

        init(upstream: Upstream, keyPath: KeyPath<Upstream.Output, Output>) {
            self.upstream = upstream
            self.keyPath = keyPath
        }

        /// Attaches the subscriber behind one that reads the key path of each element.
        public func receive<S>(subscriber: S)
        where Output == S.Input, S: Subscriber, Upstream.Failure == S.Failure {
            let keyPath = self.keyPath
            upstream.subscribe(
                Forwarding<Upstream.Output, S>(downstream: subscriber) { value, downstream in
                    downstream.receive(value[keyPath: keyPath])
                })
        }
    }
}

extension Publisher {
    /// Publishes the value of a key path.
    public func map<T>(_ keyPath: KeyPath<Self.Output, T>) -> Publishers.MapKeyPath<Self, T> {
        Publishers.MapKeyPath(upstream: self, keyPath: keyPath)
    }
}
