// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that publishes elements specified by a range in the sequence of published
    /// elements.
    public struct Output<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The range of elements to publish, by their zero-based position in the stream.
        public let range: CountableRange<Int>

        /// Creates a publisher that publishes the elements at the positions in `range`.
        public init(upstream: Upstream, range: CountableRange<Int>) {
            self.upstream = upstream
            self.range = range
        }

        /// Attaches the subscriber behind one that drops the elements before the range (asking
        /// for one more each time), passes on those in it, and finishes and cancels upstream
        /// once the element at the range's last position has come (an empty range finishes at
        /// the first element, sending nothing).
        public func receive<S>(subscriber: S)
        where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let range = range
            var index = 0
            let inner = OperatorInner<Upstream.Output, Failure, S>(downstream: subscriber)
            inner.onValue = { inner, value in
                defer { index += 1 }
                guard index >= range.lowerBound else { return .max(1) }
                let more = range.contains(index) ? inner.downstream?.receive(value) ?? .none : .none
                guard index + 1 < range.upperBound else {
                    inner.finish(.finished)
                    return .none
                }
                return more
            }
            inner.onCompletion = { inner, completion in inner.finish(completion) }
            upstream.subscribe(inner)
        }
    }
}

extension Publishers.Output: Equatable where Upstream: Equatable {
    /// Whether the two publishers take the same range of the same upstream.
    public static func == (lhs: Publishers.Output<Upstream>, rhs: Publishers.Output<Upstream>) -> Bool {
        lhs.upstream == rhs.upstream && lhs.range == rhs.range
    }
}

extension Publisher {
    /// Publishes a specific element, indicated by its index in the sequence of published elements.
    ///
    /// - Parameter index: The index that indicates the element to publish.
    /// - Returns: A publisher that publishes a specific indexed element, then finishes.
    public func output(at index: Int) -> Publishers.Output<Self> {
        Publishers.Output(upstream: self, range: index..<index + 1)
    }

    /// Publishes elements specified by their range in the sequence of published elements.
    ///
    /// - Parameter range: A range that indicates which elements to publish.
    /// - Returns: A publisher that publishes elements specified by a range, then finishes.
    public func output<R>(in range: R) -> Publishers.Output<Self> where R: RangeExpression, R.Bound == Int {
        Publishers.Output(upstream: self, range: range.relative(to: 0..<Int.max))
    }

    /// Republishes elements up to the specified maximum count.
    ///
    /// - Parameter maxLength: The maximum number of elements to republish.
    /// - Returns: A publisher that publishes up to the specified number of elements, then finishes.
    public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
        output(in: ..<maxLength)
    }
}
