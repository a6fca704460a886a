// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that publishes only elements that don't match the previous element.
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// A closure to evaluate whether two elements are equivalent, for purposes of filtering.
        public let predicate: (Upstream.Output, Upstream.Output) -> Bool

        /// Creates a publisher that publishes only elements that don't match the previous element.
        public init(upstream: Upstream, predicate: @escaping (Upstream.Output, Upstream.Output) -> Bool) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the subscriber behind one that drops repeats (asking for one more each time).
        public func receive<S>(subscriber: S)
        where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let previous = PreviousValue<Output>()
            let predicate = predicate
            upstream.subscribe(
                Forwarding<Upstream.Output, S>(downstream: subscriber) { value, downstream in
                    defer { previous.value = value }
                    if let last = previous.value, predicate(last, value) { return .max(1) }
                    return downstream.receive(value)
                })
        }
    }
}

/// The last element one subscription of `removeDuplicates` saw.
final class PreviousValue<Value>: @unchecked Sendable {
    var value: Value?
}

extension Publisher where Self.Output: Equatable {
    /// Publishes only elements that don't match the previous element.
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: ==)
    }
}

extension Publisher {
    /// Publishes only elements that don't match the previous element, as evaluated by a provided closure.
    public func removeDuplicates(
        by predicate: @escaping (Self.Output, Self.Output) -> Bool
    )
        -> Publishers.RemoveDuplicates<Self>
    {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }
}
