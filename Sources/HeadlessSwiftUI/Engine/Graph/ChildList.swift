// ViewLifecycle · HeadlessSwiftUI

/// Where a child sits in its parent: the structural part of its identity.
package enum ChildTag: Hashable {
    /// The body of a composite view or of a view modifier.
    case body
    /// A position in a `TupleView`.
    case index(Int)
    /// The branches of a `_ConditionalContent`, kept apart so a toggle replaces the child.
    case trueBranch, falseBranch
    /// The content of an `Optional` that is `.some`.
    case some
    /// The content a modifier wraps.
    case content
    /// The views a `.background` or `.overlay` adds beside the content.
    case background, overlay
    /// The view an `AnyView` wraps (its type completes the key).
    case erased
    /// A `ForEach` element, by its id.
    case element(AnyHashable)
    /// The content of `.id(_:)`, by the id.
    case explicit(AnyHashable)
}

/// A child's identity within its parent: where it sits and its type.
///
/// The type is part of the key, so an `AnyView` that wraps another type, or a branch whose
/// view type differs, gives a new identity with fresh state, as in SwiftUI.
package struct ChildKey: Hashable {
    package var tag: ChildTag
    var type: ObjectIdentifier
}

/// The children a view describes for one update, in order.
struct ChildList {
    /// One described child.
    struct Child {
        var key: ChildKey
        var view: any View
    }

    private(set) var items: [Child] = []
    /// The environment values a run of drawn-only modifiers sets for its content, outermost
    /// first (`font(_:)`, `lineLimit(_:)`...): empty for any other view.
    var environmentAttributes: [InertAttribute] = []

    /// Appends a child of static type `V` under `tag`.
    mutating func append<V: View>(_ tag: ChildTag, _ view: V) {
        items.append(Child(key: ChildKey(tag: tag, type: ObjectIdentifier(V.self)), view: view))
    }

    /// Appends a child given as an existential, keyed by its dynamic type.
    mutating func append(_ tag: ChildTag, existential view: any View) {
        appendOpened(tag, view)
    }

    private mutating func appendOpened<V: View>(_ tag: ChildTag, _ view: V) {
        append(tag, view)
    }
}
