// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that decodes each element from the upstream publisher with a decoder.
    public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher
    where Upstream.Output == Coder.Input {
        /// The kind of errors this publisher might publish: the upstream's or the decoder's.
        public typealias Failure = any Error
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        private let decoder: Coder

        /// Creates a publisher that decodes each upstream element with `decoder`.
        public init(upstream: Upstream, decoder: Coder) {
            self.upstream = upstream
            self.decoder = decoder
        }

        /// Attaches the subscriber behind one that decodes each element; a decoding error
        /// cancels upstream and fails the stream.
        public func receive<S>(subscriber: S) where Output == S.Input, S: Subscriber, S.Failure == any Error {
            let decoder = decoder
            upstream.subscribeThrowing(subscriber) { value -> Output? in
                try decoder.decode(Output.self, from: value)
            }
        }
    }
}

extension Publisher {
    /// Decodes the output from the upstream using a specified decoder.
    ///
    /// - Parameters:
    ///   - type: The encoded data to decode into a struct that conforms to `Decodable`.
    ///   - decoder: A decoder that implements `TopLevelDecoder`, such as `JSONDecoder`.
    /// - Returns: A publisher that decodes each element, and fails with the first error the
    ///   decoder throws.
    public func decode<Item, Coder>(type: Item.Type, decoder: Coder) -> Publishers.Decode<Self, Item, Coder>
    where Item: Decodable, Coder: TopLevelDecoder, Self.Output == Coder.Input {
        Publishers.Decode(upstream: self, decoder: decoder)
    }
}
