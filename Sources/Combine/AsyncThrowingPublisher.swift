// ViewLifecycle · Combine

/// A publisher that exposes its elements as an asynchronous sequence that can throw: each
/// iteration step asks the publisher for one element and waits for it; the publisher's failure
/// is thrown, and the sequence ends when it finishes or the iterating task is cancelled.
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
    /// The type of element produced by this asynchronous sequence.
    public typealias Element = P.Output
    /// The type of asynchronous iterator that produces elements of this asynchronous sequence.
    public typealias AsyncIterator = AsyncThrowingPublisher<P>.Iterator

    /// The iterator that produces elements of the asynchronous publisher sequence.
    public struct Iterator: AsyncIteratorProtocol {
        /// The type of element produced by this iterator.
        public typealias Element = P.Output
        let inner: AsyncElementSubscriber<P.Output, P.Failure>

        /// Produces the next element in the sequence, nil once the publisher finished, or
        /// throws the publisher's failure.
        public mutating func next() async throws -> P.Output? {
            try await inner.next(isolation: nil).get()
        }

        /// Produces the next element in the sequence, waiting on the caller's actor.
        public mutating func next(isolation actor: isolated (any Actor)?) async throws(P.Failure) -> P.Output?
        {
            try await inner.next(isolation: actor).get()
        }
    }

    private let publisher: P

    /// Creates a publisher that exposes elements received from an upstream publisher as a
    /// throwing asynchronous sequence.
    public init(_ publisher: P) {
        self.publisher = publisher
    }

    /// Creates the asynchronous iterator, which subscribes to the publisher.
    public func makeAsyncIterator() -> AsyncThrowingPublisher<P>.Iterator {
        let inner = AsyncElementSubscriber<P.Output, P.Failure>()
        publisher.subscribe(inner)
        return Iterator(inner: inner)
    }
}

extension Publisher {
    /// The elements produced by the publisher, as a throwing asynchronous sequence.
    public var values: AsyncThrowingPublisher<Self> {
        AsyncThrowingPublisher(self)
    }
}
