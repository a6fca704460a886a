// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that shares the output of an upstream publisher with multiple subscribers:
    /// the first subscriber connects it to the upstream, later ones join that one subscription
    /// (after it completed, they receive just the completion), and when the last subscriber
    /// cancels, the upstream is cancelled and the next subscriber connects anew.
    final public class Share<Upstream: Publisher>: Publisher, Equatable {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        final public let upstream: Upstream
        private var subject: PassthroughSubject<Output, Failure>?
        private var connection: AnyCancellable?

        /// Creates a publisher that shares `upstream` among its subscribers.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        /// Attaches the subscriber to the shared subscription, connecting it the first time.
        final public func receive<S>(subscriber: S)
        where S: Subscriber, Upstream.Failure == S.Failure, Upstream.Output == S.Input {
            if let subject {
                return subject.subscribe(subscriber)
            }
            let subject = PassthroughSubject<Output, Failure>()
            self.subject = subject
            subject.handleCancel { [weak self, weak subject] in
                guard let self, let subject, self.subject === subject else { return }
                self.subject = nil
                let connection = self.connection
                self.connection = nil
                connection?.cancel()
            }
            subject.subscribe(subscriber)
            let connection = upstream.subscribe(subject)
            if self.subject === subject { self.connection = connection }
        }

        /// Whether the two are the same publisher.
        public static func == (lhs: Publishers.Share<Upstream>, rhs: Publishers.Share<Upstream>) -> Bool {
            lhs === rhs
        }
    }
}

extension Publishers.Share: @unchecked Sendable {}

extension Publisher {
    /// Shares the output of an upstream publisher with multiple subscribers.
    ///
    /// - Returns: A class instance that shares elements received from its upstream to
    ///   multiple subscribers.
    public func share() -> Publishers.Share<Self> {
        Publishers.Share(upstream: self)
    }
}
