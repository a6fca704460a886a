// ViewLifecycle · Combine

extension Publishers {
    /// A publisher created by applying the merge function to five upstream publishers.
    public struct Merge5<A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher>: Publisher
    where
        A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output,
        C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output
    {
        /// The kind of values published by this publisher.
        public typealias Output = A.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = A.Failure
        /// A publisher to merge.
        public let a: A
        /// Another publisher to merge.
        public let b: B
        /// Another publisher to merge.
        public let c: C
        /// Another publisher to merge.
        public let d: D
        /// Another publisher to merge.
        public let e: E

        /// Creates a publisher created by applying the merge function to five upstream publishers.
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
        }

        /// Attaches the subscriber to every publisher; values arrive in the order they are sent,
        /// and it finishes when all have finished or fails when any fails.
        public func receive<S>(subscriber: S)
        where S: Subscriber, E.Failure == S.Failure, E.Output == S.Input {
            let fanIn = FanIn(downstream: subscriber, upstreamCount: 5, keepsLatestOnly: false)
            subscriber.receive(subscription: fanIn)
            a.subscribe(fanIn.side(0) { fanIn.deliver($0) })
            b.subscribe(fanIn.side(1) { fanIn.deliver($0) })
            c.subscribe(fanIn.side(2) { fanIn.deliver($0) })
            d.subscribe(fanIn.side(3) { fanIn.deliver($0) })
            e.subscribe(fanIn.side(4) { fanIn.deliver($0) })
        }

        /// Merges this publisher with another, delivering an interleaved sequence of elements.
        public func merge<P>(with other: P) -> Publishers.Merge6<A, B, C, D, E, P>
        where P: Publisher, E.Failure == P.Failure, E.Output == P.Output {
            Publishers.Merge6(a, b, c, d, e, other)
        }

        /// Merges this publisher with two more, delivering an interleaved sequence of elements.
        public func merge<Z, Y>(with z: Z, _ y: Y) -> Publishers.Merge7<A, B, C, D, E, Z, Y>
        where
            Z: Publisher, Y: Publisher, E.Failure == Z.Failure, E.Output == Z.Output, Z.Failure == Y.Failure,
            Z.Output == Y.Output
        {
            Publishers.Merge7(a, b, c, d, e, z, y)
        }

        /// Merges this publisher with three more, delivering an interleaved sequence of elements.
        public func merge<Z, Y, X>(with z: Z, _ y: Y, _ x: X) -> Publishers.Merge8<A, B, C, D, E, Z, Y, X>
        where
            Z: Publisher, Y: Publisher, X: Publisher, E.Failure == Z.Failure, E.Output == Z.Output,
            Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure, Y.Output == X.Output
        {
            Publishers.Merge8(a, b, c, d, e, z, y, x)
        }
    }
}

extension Publisher {
    /// Combines elements from this publisher with those from four other publishers, delivering
    /// an interleaved sequence of elements.
    public func merge<B, C, D, E>(with b: B, _ c: C, _ d: D, _ e: E) -> Publishers.Merge5<Self, B, C, D, E>
    where
        B: Publisher, C: Publisher, D: Publisher, E: Publisher, Self.Failure == B.Failure,
        Self.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure,
        C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output
    {
        Publishers.Merge5(self, b, c, d, e)
    }
}
