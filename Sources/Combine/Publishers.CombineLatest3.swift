// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that receives and combines the latest elements from three publishers.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        /// The kind of values published by this publisher: the latest element of each.
        public typealias Output = (A.Output, B.Output, C.Output)
        /// The kind of errors this publisher might publish.
        public typealias Failure = A.Failure
        /// A publisher to combine.
        public let a: A
        /// Another publisher to combine.
        public let b: B
        /// Another publisher to combine.
        public let c: C

        /// Creates a publisher that receives and combines the latest elements from three publishers.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        /// Attaches the subscriber to every publisher; once each has sent a value, every new
        /// value from any sends the latest of each. It is two-publisher `CombineLatest`s nested, so
        /// one implementation decides when to send, finish and fail.
        public func receive<S>(subscriber: S)
        where S: Subscriber, C.Failure == S.Failure, S.Input == (A.Output, B.Output, C.Output) {
            CombineLatest(CombineLatest(a, b), c).map { value in (value.0.0, value.0.1, value.1) }.subscribe(
                subscriber)
        }
    }
}

extension Publisher {
    /// Subscribes to two additional publishers and publishes a tuple upon receiving output from
    /// any of the publishers.
    public func combineLatest<P, Q>(_ publisher1: P, _ publisher2: Q) -> Publishers.CombineLatest3<Self, P, Q>
    where P: Publisher, Q: Publisher, Self.Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2)
    }

    /// Subscribes to two additional publishers and invokes a closure upon receiving output from
    /// any of the publishers.
    public func combineLatest<P, Q, T>(
        _ publisher1: P, _ publisher2: Q, _ transform: @escaping (Self.Output, P.Output, Q.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest3<Self, P, Q>, T>
    where P: Publisher, Q: Publisher, Self.Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2).map { transform($0.0, $0.1, $0.2) }
    }
}
