// ViewLifecycle · Combine

/// A publisher that publishes changes from observable objects.
final public class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    /// The kind of values published by this publisher.
    public typealias Output = Void
    /// The kind of errors this publisher might publish.
    public typealias Failure = Never

    private let subscriptions = SubjectSubscriptions<Void, Never>()

    /// Creates an observable object publisher instance.
    public init() {}

    /// Attaches the specified subscriber to this publisher.
    final public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == Void {
        _ = subscriptions.add(subscriber)
    }

    /// Sends the changed value to the downstream subscriber.
    final public func send() { subscriptions.send(()) }
}
