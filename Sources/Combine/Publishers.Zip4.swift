// ViewLifecycle · Combine

extension Publishers {
    /// A publisher created by applying the zip function to four upstream publishers.
    public struct Zip4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure, C.Failure == D.Failure {
        /// The kind of values published by this publisher: one element of each, grouped in order.
        public typealias Output = (A.Output, B.Output, C.Output, D.Output)
        /// The kind of errors this publisher might publish.
        public typealias Failure = A.Failure
        /// A publisher to zip.
        public let a: A
        /// Another publisher to zip.
        public let b: B
        /// Another publisher to zip.
        public let c: C
        /// Another publisher to zip.
        public let d: D

        /// Creates a publisher that applies the zip function to four upstream publishers.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        /// Attaches the subscriber to every publisher; the n-th elements of each go out together, and
        /// it finishes when a finished publisher has no unpaired element left. It is two-publisher
        /// `Zip`s nested, so one implementation decides when to send, finish and fail.
        public func receive<S>(subscriber: S)
        where S: Subscriber, D.Failure == S.Failure, S.Input == (A.Output, B.Output, C.Output, D.Output) {
            Zip(Zip(Zip(a, b), c), d).map { value in (value.0.0.0, value.0.0.1, value.0.1, value.1) }
                .subscribe(subscriber)
        }
    }
}

extension Publisher {
    /// Combines elements from three other publishers and delivers groups of elements as tuples.
    public func zip<P, Q, R>(
        _ publisher1: P, _ publisher2: Q, _ publisher3: R
    ) -> Publishers.Zip4<Self, P, Q, R>
    where
        P: Publisher, Q: Publisher, R: Publisher, Self.Failure == P.Failure, P.Failure == Q.Failure,
        Q.Failure == R.Failure
    {
        Publishers.Zip4(self, publisher1, publisher2, publisher3)
    }

    /// Combines elements from three other publishers to deliver a transformed output.
    public func zip<P, Q, R, T>(
        _ publisher1: P, _ publisher2: Q, _ publisher3: R,
        _ transform: @escaping (Self.Output, P.Output, Q.Output, R.Output) -> T
    ) -> Publishers.Map<Publishers.Zip4<Self, P, Q, R>, T>
    where
        P: Publisher, Q: Publisher, R: Publisher, Self.Failure == P.Failure, P.Failure == Q.Failure,
        Q.Failure == R.Failure
    {
        Publishers.Zip4(self, publisher1, publisher2, publisher3).map { transform($0.0, $0.1, $0.2, $0.3) }
    }
}
