// ViewLifecycle · Combine

extension Publishers {
    /// A publisher created by applying the merge function to four upstream publishers.
    public struct Merge4<A: Publisher, B: Publisher, C: Publisher, D: Publisher>: Publisher
    where
        A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output,
        C.Failure == D.Failure, C.Output == D.Output
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

        /// Creates a publisher created by applying the merge function to four upstream publishers.
        public init(_ a: A, _ b: B, _ c: C, _ d: D) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
        }

        /// Attaches the subscriber to every publisher; values arrive in the order they are sent,
        /// and it finishes when all have finished or fails when any fails.
        public func receive<S>(subscriber: S)
        where S: Subscriber, D.Failure == S.Failure, D.Output == S.Input {
            let fanIn = FanIn(downstream: subscriber, upstreamCount: 4, keepsLatestOnly: false)
            subscriber.receive(subscription: fanIn)
            a.subscribe(fanIn.side(0) { fanIn.deliver($0) })
            b.subscribe(fanIn.side(1) { fanIn.deliver($0) })
            c.subscribe(fanIn.side(2) { fanIn.deliver($0) })
            d.subscribe(fanIn.side(3) { fanIn.deliver($0) })
        }

        /// Merges this publisher with another, delivering an interleaved sequence of elements.
        public func merge<P>(with other: P) -> Publishers.Merge5<A, B, C, D, P>
        where P: Publisher, D.Failure == P.Failure, D.Output == P.Output {
            Publishers.Merge5(a, b, c, d, other)
        }

        /// Merges this publisher with two more, delivering an interleaved sequence of elements.
        public func merge<Z, Y>(with z: Z, _ y: Y) -> Publishers.Merge6<A, B, C, D, Z, Y>
        where
            Z: Publisher, Y: Publisher, D.Failure == Z.Failure, D.Output == Z.Output, Z.Failure == Y.Failure,
            Z.Output == Y.Output
        {
            Publishers.Merge6(a, b, c, d, z, y)
        }

        /// Merges this publisher with three more, delivering an interleaved sequence of elements.
        public func merge<Z, Y, X>(with z: Z, _ y: Y, _ x: X) -> Publishers.Merge7<A, B, C, D, Z, Y, X>
        where
            Z: Publisher, Y: Publisher, X: Publisher, D.Failure == Z.Failure, D.Output == Z.Output,
            Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure, Y.Output == X.Output
        {
            Publishers.Merge7(a, b, c, d, z, y, x)
        }

        /// Merges this publisher with four more, delivering an interleaved sequence of elements.
        public func merge<Z, Y, X, W>(
            with z: Z, _ y: Y, _ x: X, _ w: W
        ) -> Publishers.Merge8<A, B, C, D, Z, Y, X, W>
        where
            Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, D.Failure == Z.Failure,
            D.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure,
            Y.Output == X.Output, X.Failure == W.Failure, X.Output == W.Output
        {
            Publishers.Merge8(a, b, c, d, z, y, x, w)
        }
    }
}

extension Publisher {
    /// Combines elements from this publisher with those from three other publishers, delivering
    /// an interleaved sequence of elements.
    public func merge<B, C, D>(with b: B, _ c: C, _ d: D) -> Publishers.Merge4<Self, B, C, D>
    where
        B: Publisher, C: Publisher, D: Publisher, Self.Failure == B.Failure, Self.Output == B.Output,
        B.Failure == C.Failure, B.Output == C.Output, C.Failure == D.Failure, C.Output == D.Output
    {
        Publishers.Merge4(self, b, c, d)
    }
}
