// ViewLifecycle · Combine

extension Publishers {
    /// A publisher created by applying the merge function to eight upstream publishers.
    public struct Merge8<
        A: Publisher, B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher,
        H: Publisher
    >: Publisher
    where
        A.Failure == B.Failure, A.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output,
        C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output,
        E.Failure == F.Failure, E.Output == F.Output, F.Failure == G.Failure, F.Output == G.Output,
        G.Failure == H.Failure, G.Output == H.Output
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
        /// Another publisher to merge.
        public let f: F
        /// Another publisher to merge.
        public let g: G
        /// Another publisher to merge.
        public let h: H

        /// Creates a publisher created by applying the merge function to eight upstream publishers.
        public init(_ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.e = e
            self.f = f
            self.g = g
            self.h = h
        }

        /// Attaches the subscriber to every publisher; values arrive in the order they are sent,
        /// and it finishes when all have finished or fails when any fails.
        public func receive<S>(subscriber: S)
        where S: Subscriber, H.Failure == S.Failure, H.Output == S.Input {
            let fanIn = FanIn(downstream: subscriber, upstreamCount: 8, keepsLatestOnly: false)
            subscriber.receive(subscription: fanIn)
            a.subscribe(fanIn.side(0) { fanIn.deliver($0) })
            b.subscribe(fanIn.side(1) { fanIn.deliver($0) })
            c.subscribe(fanIn.side(2) { fanIn.deliver($0) })
            d.subscribe(fanIn.side(3) { fanIn.deliver($0) })
            e.subscribe(fanIn.side(4) { fanIn.deliver($0) })
            f.subscribe(fanIn.side(5) { fanIn.deliver($0) })
            g.subscribe(fanIn.side(6) { fanIn.deliver($0) })
            h.subscribe(fanIn.side(7) { fanIn.deliver($0) })
        }
    }
}

extension Publisher {
    /// Combines elements from this publisher with those from seven other publishers, delivering
    /// an interleaved sequence of elements.
    public func merge<B, C, D, E, F, G, H>(
        with b: B, _ c: C, _ d: D, _ e: E, _ f: F, _ g: G, _ h: H
    ) -> Publishers.Merge8<Self, B, C, D, E, F, G, H>
    where
        B: Publisher, C: Publisher, D: Publisher, E: Publisher, F: Publisher, G: Publisher, H: Publisher,
        Self.Failure == B.Failure, Self.Output == B.Output, B.Failure == C.Failure, B.Output == C.Output,
        C.Failure == D.Failure, C.Output == D.Output, D.Failure == E.Failure, D.Output == E.Output,
        E.Failure == F.Failure, E.Output == F.Output, F.Failure == G.Failure, F.Output == G.Output,
        G.Failure == H.Failure, G.Output == H.Output
    {
        Publishers.Merge8(self, b, c, d, e, f, g, h)
    }
}
