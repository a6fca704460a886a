// ViewLifecycle · HeadlessSwiftUI

/// The storage behind one `@StateObject`: the autoclosure of a fresh view struct, and the
/// object its identity made the first time, which every later copy forwards to.
final class StateObjectBox<ObjectType: AnyObject>: @unchecked Sendable {
    private let thunk: () -> ObjectType
    private var storedObject: ObjectType?
    private var target: StateObjectBox?

    init(_ thunk: @escaping () -> ObjectType) {
        self.thunk = thunk
    }

    /// The identity's object, or `nil` before the graph installed the property.
    var object: ObjectType? { (target ?? self).storedObject }

    /// Makes or adopts the identity's object under `label`: the autoclosure runs once per identity.
    @MainActor
    func bind(to node: ViewNode, label: String) -> ObjectType {
        if let existing = node.stateBoxes[label] as? StateObjectBox<ObjectType>,
            let object = existing.storedObject
        {
            if existing !== self { target = existing }
            return object
        }
        let object = storedObject ?? thunk()
        storedObject = object
        target = nil
        node.stateBoxes[label] = self
        return object
    }

    /// An object made outside the graph (a view never installed): a new one each time.
    func uninstalledObject() -> ObjectType { thunk() }
}
