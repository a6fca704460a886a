// ViewLifecycle · Combine

import Foundation

extension NotificationCenter {
    /// A publisher that emits elements when broadcasting notifications.
    public struct Publisher: Combine.Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Notification
        /// The kind of errors this publisher might publish.
        public typealias Failure = Never
        /// The notification center this publisher uses as a source.
        public let center: NotificationCenter
        /// The name of notifications published by this publisher.
        public let name: Notification.Name
        /// The object posting the named notification.
        public let object: AnyObject?

        /// Creates a publisher that emits events when broadcasting notifications.
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        /// Observes the center for the subscriber; each notification goes to it while it has demand.
        public func receive<S>(subscriber: S)
        where S: Subscriber, S.Failure == Never, S.Input == Notification {
            let subject = PassthroughSubject<Notification, Never>()
            let observer = center.addObserver(forName: name, object: object, queue: nil) { [subject] note in
                nonisolated(unsafe) let note = note
                subject.send(note)
            }
            let center = center
            subject.handleCancel { center.removeObserver(observer) }
            subject.receive(subscriber: subscriber)
        }
    }

    /// Returns a publisher that emits events when broadcasting notifications.
    public func publisher(
        for name: Notification.Name, object: AnyObject? = nil
    ) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }
}
