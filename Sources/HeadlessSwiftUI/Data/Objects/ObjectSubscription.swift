// ViewLifecycle · HeadlessSwiftUI

/// A node's subscription to one `ObservableObject`'s `objectWillChange`, kept in the node's
/// storage under the property's label: every send marks the node dirty, so any number of writes
/// in one run-loop turn cost one `body`.
final class ObjectSubscription: @unchecked Sendable {
    private(set) weak var object: AnyObject?
    private var cancellable: AnyCancellable?

    /// Subscribes `node` to `object` (kept under `label`), unless it already is.
    @MainActor
    static func connect<Object: ObservableObject>(_ object: Object, to node: ViewNode, label: String) {
        let key = label + "#subscription"
        let subscription = (node.stateBoxes[key] as? ObjectSubscription) ?? ObjectSubscription()
        node.stateBoxes[key] = subscription
        guard subscription.object !== object || subscription.cancellable == nil else { return }
        subscription.object = object
        weak let weakNode = node
        subscription.cancellable = object.objectWillChange.sink { _ in
            onMainActor { weakNode?.invalidate() }
        }
    }
}
