// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that publishes a given sequence of elements.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Elements.Element
        /// The sequence of elements to publish.
        public let sequence: Elements

        /// Creates a publisher for a sequence of elements.
        public init(sequence: Elements) {
            self.sequence = sequence
        }

        /// Sends the elements as far as the subscriber's demand goes, then finished.
        public func receive<S>(subscriber: S)
        where Failure == S.Failure, S: Subscriber, Elements.Element == S.Input {
            subscriber.receive(
                subscription: SequenceSubscription(elements: sequence.makeIterator(), subscriber: subscriber))
        }
    }
}

extension Sequence {
    /// A publisher that emits the elements of this sequence.
    public var publisher: Publishers.Sequence<Self, Never> {
        Publishers.Sequence(sequence: self)
    }
}
