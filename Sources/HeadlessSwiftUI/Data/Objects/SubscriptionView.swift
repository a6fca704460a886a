// ViewLifecycle · HeadlessSwiftUI

import Combine

/// A view that subscribes to a publisher with an action: its content under the same
/// subscription `onReceive(_:perform:)` makes (once per identity, the latest action called
/// with each value).
@frozen public struct SubscriptionView<PublisherType, Content>: View
where PublisherType: Publisher, Content: View, PublisherType.Failure == Never {
    /// The view shown.
    public var content: Content
    /// The publisher subscribed to.
    public var publisher: PublisherType
    /// What runs with each value the publisher sends.
    public var action: (PublisherType.Output) -> Void

    /// A view showing `content` that runs `action` with each value `publisher` sends.
    @inlinable public init(
        content: Content, publisher: PublisherType, action: @escaping (PublisherType.Output) -> Void
    ) {
        self.content = content
        self.publisher = publisher
        self.action = action
    }

    /// The body of a primitive view.
    public typealias Body = Never
}

extension SubscriptionView: PrimitiveView {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        list.append(.content, content.modifier(_SubscriptionModifier(publisher: publisher, action: action)))
    }
}
