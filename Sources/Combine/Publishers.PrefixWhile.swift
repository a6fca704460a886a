// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that republishes elements while a predicate closure indicates publishing
    /// should continue.
    public struct PrefixWhile<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The closure that determines whether publishing should continue.
        public let predicate: (Publishers.PrefixWhile<Upstream>.Output) -> Bool

        /// Creates a publisher that republishes elements while the predicate holds.
        public init(
            upstream: Upstream, predicate: @escaping (Publishers.PrefixWhile<Upstream>.Output) -> Bool
        ) {
            self.upstream = upstream
            self.predicate = predicate
        }

        /// Attaches the subscriber behind one that passes elements on until one fails the
        /// predicate, then finishes (without it) and cancels upstream.
        public func receive<S>(subscriber: S)
        where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            let predicate = predicate
            let inner = OperatorInner<Output, Failure, S>(downstream: subscriber)
            inner.onValue = { inner, value in
                guard predicate(value) else {
                    inner.finish(.finished)
                    return .none
                }
                return inner.downstream?.receive(value) ?? .none
            }
            inner.onCompletion = { inner, completion in inner.finish(completion) }
            upstream.subscribe(inner)
        }
    }
}

extension Publisher {
    /// Republishes elements while a predicate closure indicates publishing should continue.
    ///
    /// - Parameter predicate: A closure that takes an element and returns whether publishing
    ///   should continue.
    /// - Returns: A publisher that passes through elements until the predicate indicates
    ///   publishing should finish.
    public func prefix(while predicate: @escaping (Self.Output) -> Bool) -> Publishers.PrefixWhile<Self> {
        Publishers.PrefixWhile(upstream: self, predicate: predicate)
    }
}
