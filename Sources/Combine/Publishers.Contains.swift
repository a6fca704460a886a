// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that emits a Boolean value when it receives a specified element.
    public struct Contains<Upstream: Publisher>: Publisher where Upstream.Output: Equatable {
        /// The kind of values published by this publisher: whether the element came.
        public typealias Output = Bool
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The element to scan for in the upstream publisher.
        public let output: Upstream.Output

        /// Creates a publisher that tells whether upstream sends `output`.
        public init(upstream: Upstream, output: Upstream.Output) {
            self.upstream = upstream
            self.output = output
        }

        /// Attaches the subscriber behind one that sends `true`, finishes and cancels upstream
        /// at the first element equal to `output`, or sends `false` when upstream finishes
        /// without one; a failure arrives alone.
        public func receive<S>(subscriber: S)
        where S: Subscriber, Upstream.Failure == S.Failure, S.Input == Bool {
            let output = output
            upstream.subscribeFolding(subscriber, initial: false, failure: { $0 }) { found, value in
                found = value == output
                return found ? .done : .more
            } result: {
                $0
            }
        }
    }
}

extension Publishers.Contains: Equatable where Upstream: Equatable {
    /// Whether the two publishers look for the same element in the same upstream.
    public static func == (lhs: Publishers.Contains<Upstream>, rhs: Publishers.Contains<Upstream>) -> Bool {
        lhs.upstream == rhs.upstream && lhs.output == rhs.output
    }
}

extension Publisher where Self.Output: Equatable {
    /// Publishes a Boolean value upon receiving an element equal to the argument.
    ///
    /// - Parameter output: An element to match against.
    /// - Returns: A publisher that emits `true` and finishes when it receives an element equal
    ///   to `output`, or `false` when upstream finishes without one.
    public func contains(_ output: Self.Output) -> Publishers.Contains<Self> {
        Publishers.Contains(upstream: self, output: output)
    }
}
