// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that encodes each element from the upstream publisher with an encoder.
    public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher
    where Upstream.Output: Encodable {
        /// The kind of errors this publisher might publish: the upstream's or the encoder's.
        public typealias Failure = any Error
        /// The kind of values published by this publisher: what the encoder makes.
        public typealias Output = Coder.Output
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        private let encoder: Coder

        /// Creates a publisher that encodes each upstream element with `encoder`.
        public init(upstream: Upstream, encoder: Coder) {
            self.upstream = upstream
            self.encoder = encoder
        }

        /// Attaches the subscriber behind one that encodes each element; an encoding error
        /// cancels upstream and fails the stream.
        public func receive<S>(subscriber: S)
        where S: Subscriber, Coder.Output == S.Input, S.Failure == any Error {
            let encoder = encoder
            upstream.subscribeThrowing(subscriber) { value -> Coder.Output? in try encoder.encode(value) }
        }
    }
}

extension Publisher where Self.Output: Encodable {
    /// Encodes the output from upstream using a specified encoder.
    ///
    /// - Parameter encoder: An encoder that implements `TopLevelEncoder`, such as `JSONEncoder`.
    /// - Returns: A publisher that encodes each element, and fails with the first error the
    ///   encoder throws.
    public func encode<Coder>(encoder: Coder) -> Publishers.Encode<Self, Coder> where Coder: TopLevelEncoder {
        Publishers.Encode(upstream: self, encoder: encoder)
    }
}
