// ViewLifecycle · Combine

extension Publishers {
    /// A publisher that uses a subject to deliver elements to multiple subscribers: they attach
    /// to the subject, and `connect()` attaches the subject to the upstream.
    final public class Multicast<Upstream: Publisher, SubjectType: Subject>: ConnectablePublisher
    where Upstream.Failure == SubjectType.Failure, Upstream.Output == SubjectType.Output {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher that this publisher receives elements from.
        final public let upstream: Upstream
        /// A closure to create a new Subject each time a subscriber attaches to the multicast
        /// publisher (it runs once, when the subject is first needed).
        final public let createSubject: () -> SubjectType
        private lazy var subject: SubjectType = createSubject()

        /// Creates a multicast publisher whose subject `createSubject` makes.
        public init(upstream: Upstream, createSubject: @escaping () -> SubjectType) {
            self.upstream = upstream
            self.createSubject = createSubject
        }

        /// Attaches the subscriber to the subject.
        final public func receive<S>(subscriber: S)
        where S: Subscriber, SubjectType.Failure == S.Failure, SubjectType.Output == S.Input {
            subject.subscribe(subscriber)
        }

        /// Attaches the subject to the upstream; cancelling the result detaches it.
        final public func connect() -> any Cancellable {
            upstream.subscribe(subject)
        }
    }
}

extension Publishers.Multicast: @unchecked Sendable {}

extension Publisher {
    /// Applies a closure to create a subject that delivers elements to subscribers.
    ///
    /// - Parameter createSubject: A closure to create a new subject, called once.
    /// - Returns: A connectable publisher that multicasts the upstream through the subject
    ///   once connected.
    public func multicast<S>(_ createSubject: @escaping () -> S) -> Publishers.Multicast<Self, S>
    where S: Subject, Self.Failure == S.Failure, Self.Output == S.Output {
        Publishers.Multicast(upstream: self, createSubject: createSubject)
    }

    /// Provides a subject to deliver elements to multiple subscribers.
    ///
    /// - Parameter subject: A subject to deliver elements to downstream subscribers.
    /// - Returns: A connectable publisher that multicasts the upstream through the subject
    ///   once connected.
    public func multicast<S>(subject: S) -> Publishers.Multicast<Self, S>
    where S: Subject, Self.Failure == S.Failure, Self.Output == S.Output {
        Publishers.Multicast(upstream: self) { subject }
    }
}
