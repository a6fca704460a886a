// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that receives and combines the latest elements from four publishers.
    public struct CombineLatest4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        /// The kind of values published by this publisher: the latest element of each.
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        /// The kind of errors this publisher might publish.
        public typealias Failure = A.Failure
        /// A publisher to combine.
        public let a: A
        /// Another publisher to combine.
        public let b: B
        /// Another publisher to combine.
        public let c: C
        /// Another publisher to combine.
        public let d: D

        /// Creates a publisher that receives and combines the latest elements from four publishers.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        /// Attaches the subscriber to every publisher; once each has sent a value, every new
        /// value from any sends the latest of each. It is two-publisher `CombineLatest`s nested, so
        /// one implementation decides when to send, finish and fail.
        public func receive<S>(subscriber: S)
        where S: Subscriber, D.Failure == S.Failure, S.Input == (A.Output, B.Output, C.Output, D.Output) {
            CombineLatest(CombineLatest(CombineLatest(a, b), c), d).map { value in
                (value.0.0.0, value.0.0.1, value.0.1, value.1)
            }.subscribe(subscriber)
        }
    }
}

extension Publisher {
    /// Subscribes to three additional publishers and publishes a tuple upon receiving output
    /// from any of the publishers.
    public func combineLatest<P, Q, R>(
        _ publisher1: P, _ publisher2: Q, _ publisher3: R
    ) -> Publishers.CombineLatest4<Self, P, Q, R>
    where
        P: Publisher, Q: Publisher, R: Publisher, Self.Failure == P.Failure, P.Failure == Q.Failure,
        Q.Failure == R.Failure
    {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3)
    }

    /// Subscribes to three additional publishers and invokes a closure upon receiving output
    /// from any of the publishers.
    public func combineLatest<P, Q, R, T>(
        _ publisher1: P, _ publisher2: Q, _ publisher3: R,
        _ transform: @escaping (Self.Output, P.Output, Q.Output, R.Output) -> T
    ) -> Publishers.Map<Publishers.CombineLatest4<Self, P, Q, R>, T>
    where
        P: Publisher, Q: Publisher, R: Publisher, Self.Failure == P.Failure, P.Failure == Q.Failure,
        Q.Failure == R.Failure
    {
        Publishers.CombineLatest4(self, publisher1, publisher2, publisher3).map {
            transform($0.0, $0.1, $0.2, $0.3)
        }
    }
}
