// ViewLifecycle · Combine

/// A publisher that exposes its elements as an asynchronous sequence: each iteration step asks
/// the publisher for one element and waits for it; the sequence ends when the publisher
/// finishes or the iterating task is cancelled.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
    /// The type of element produced by this asynchronous sequence.
    public typealias Element = P.Output
    /// The type of asynchronous iterator that produces elements of this asynchronous sequence.
    public typealias AsyncIterator = AsyncPublisher<P>.Iterator

    /// The iterator that produces elements of the asynchronous publisher sequence.
    public struct Iterator: AsyncIteratorProtocol {
        /// The type of element produced by this iterator.
        public typealias Element = P.Output
        let inner: AsyncElementSubscriber<P.Output, Never>

        /// Produces the next element in the sequence, or nil once the publisher finished.
        public mutating func next() async -> P.Output? {
            await next(isolation: nil)
        }

        /// Produces the next element in the sequence, waiting on the caller's actor.
        public mutating func next(isolation actor: isolated (any Actor)?) async -> P.Output? {
            switch await inner.next(isolation: actor) {
            case .success(let element): element
            }
        }
    }

    private let publisher: P

    /// Creates a publisher that exposes elements received from an upstream publisher as an
    /// asynchronous sequence.
    public init(_ publisher: P) {
        self.publisher = publisher
    }

    /// Creates the asynchronous iterator, which subscribes to the publisher.
    public func makeAsyncIterator() -> AsyncPublisher<P>.Iterator {
        let inner = AsyncElementSubscriber<P.Output, Never>()
        publisher.subscribe(inner)
        return Iterator(inner: inner)
    }
}

extension Publisher where Self.Failure == Never {
    /// The elements produced by the publisher, as an asynchronous sequence.
    public var values: AsyncPublisher<Self> {
        AsyncPublisher(self)
    }
}
