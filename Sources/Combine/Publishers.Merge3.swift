// ViewLifecycle · Combine

extension Publishers {
    /// A publisher created by applying the merge function to three upstream publishers.
    public struct Merge3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output {
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

        /// Creates a publisher created by applying the merge function to three upstream publishers.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        /// Attaches the subscriber to every publisher; values arrive in the order they are sent,
        /// and it finishes when all have finished or fails when any fails.
        public func receive<S>(subscriber: S)
        where S: Subscriber, C.Failure == S.Failure, C.Output == S.Input {
            let fanIn = FanIn(downstream: subscriber, upstreamCount: 3, keepsLatestOnly: false)
            subscriber.receive(subscription: fanIn)
            a.subscribe(fanIn.side(0) { fanIn.deliver($0) })
            b.subscribe(fanIn.side(1) { fanIn.deliver($0) })
            c.subscribe(fanIn.side(2) { fanIn.deliver($0) })
        }

        /// Merges this publisher with another, delivering an interleaved sequence of elements.
        public func merge<P>(with other: P) -> Publishers.Merge4<A, B, C, P>
        where P: Publisher, C.Failure == P.Failure, C.Output == P.Output {
            Publishers.Merge4(a, b, c, other)
        }

        /// Merges this publisher with two more, delivering an interleaved sequence of elements.
        public func merge<Z, Y>(with z: Z, _ y: Y) -> Publishers.Merge5<A, B, C, Z, Y>
        where
            Z: Publisher, Y: Publisher, C.Failure == Z.Failure, C.Output == Z.Output, Z.Failure == Y.Failure,
            Z.Output == Y.Output
        {
            Publishers.Merge5(a, b, c, z, y)
        }

        /// Merges this publisher with three more, delivering an interleaved sequence of elements.
        public func merge<Z, Y, X>(with z: Z, _ y: Y, _ x: X) -> Publishers.Merge6<A, B, C, Z, Y, X>
        where
            Z: Publisher, Y: Publisher, X: Publisher, C.Failure == Z.Failure, C.Output == Z.Output,
            Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure, Y.Output == X.Output
        {
            Publishers.Merge6(a, b, c, z, y, x)
        }

        /// Merges this publisher with four more, delivering an interleaved sequence of elements.
        public func merge<Z, Y, X, W>(
            with z: Z, _ y: Y, _ x: X, _ w: W
        ) -> Publishers.Merge7<A, B, C, Z, Y, X, W>
        where
            Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, C.Failure == Z.Failure,
            C.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure,
            Y.Output == X.Output, X.Failure == W.Failure, X.Output == W.Output
        {
            Publishers.Merge7(a, b, c, z, y, x, w)
        }

        /// Merges this publisher with five more, delivering an interleaved sequence of elements.
        public func merge<Z, Y, X, W, V>(
            with z: Z, _ y: Y, _ x: X, _ w: W, _ v: V
        ) -> Publishers.Merge8<A, B, C, Z, Y, X, W, V>
        where
            Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, V: Publisher, C.Failure == Z.Failure,
            C.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output, Y.Failure == X.Failure,
            Y.Output == X.Output, X.Failure == W.Failure, X.Output == W.Output, W.Failure == V.Failure,
            W.Output == V.Output
        {
            Publishers.Merge8(a, b, c, z, y, x, w, v)
        }
    }
}

extension Publisher {
    /// Combines elements from this publisher with those from two other publishers, delivering
    /// an interleaved sequence of elements.
    public func merge<B, C>(with b: B, _ c: C) -> Publishers.Merge3<Self, B, C>
    where
        B: Publisher, C: Publisher, Self.Failure == B.Failure, Self.Output == B.Output,
        B.Failure == C.Failure, B.Output == C.Output
    {
        Publishers.Merge3(self, b, c)
    }
}
