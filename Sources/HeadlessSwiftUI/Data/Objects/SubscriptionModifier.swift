// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `onReceive(_:perform:)`: subscribes once per identity, and calls the
/// latest action with each value.
struct _SubscriptionModifier<P: Publisher>: ViewModifier, PrimitiveModifier where P.Failure == Never {
    typealias Body = Never
    var publisher: P
    var action: (P.Output) -> Void

    func update(_ node: ViewNode, graph: ViewGraph) {
        if let behavior = node.behavior as? SubscriptionBehavior<P.Output> {
            behavior.action = action
            // A different subject object is a different stream: resubscribe, as SwiftUI does.
            if let object = publisher as AnyObject?, type(of: publisher) is AnyClass,
                behavior.source !== object
            {
                behavior.subscribe(to: publisher)
            }
        } else {
            let behavior = SubscriptionBehavior<P.Output>(action: action)
            node.behavior = behavior
            behavior.subscribe(to: publisher)
        }
    }
}

/// An `onReceive` modifier's subscription and latest action.
final class SubscriptionBehavior<Output>: NodeBehavior {
    var action: (Output) -> Void
    private(set) weak var source: AnyObject?
    private var cancellable: AnyCancellable?

    init(action: @escaping (Output) -> Void) {
        self.action = action
    }

    /// Replaces the subscription with one to `publisher`.
    func subscribe<P: Publisher>(to publisher: P) where P.Output == Output, P.Failure == Never {
        source = type(of: publisher) is AnyClass ? publisher as AnyObject : nil
        weak let weakSelf = self
        cancellable = publisher.sink { value in
            nonisolated(unsafe) let value = value
            MainActor.assumeIsolated { weakSelf?.action(value) }
        }
    }

    override func tearDown() {
        cancellable?.cancel()
        cancellable = nil
    }

    override var dumpDescription: String? { "onReceive" }
}

extension View {
    /// Adds an action to perform when this view detects data emitted by the given publisher.
    ///
    /// - Parameters:
    ///   - publisher: The publisher to subscribe to.
    ///   - action: The action to perform when an event is emitted by `publisher`.
    /// - Returns: A view that triggers `action` when `publisher` emits an event.
    public func onReceive<P>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P: Publisher, P.Failure == Never {
        modifier(_SubscriptionModifier(publisher: publisher, action: action))
    }
}
