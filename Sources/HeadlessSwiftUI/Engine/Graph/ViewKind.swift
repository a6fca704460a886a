// ViewLifecycle · HeadlessSwiftUI

/// How the graph renders views of one type, found once per type (a mount asked up to three
/// conformance questions per node before).
@MainActor
enum ViewKind {
    /// An `Optional` of a view.
    case optional(any OptionalView.Type)
    /// A view with a modifier.
    case modified(any ModifiedContentRendering.Type)
    /// A built-in view that describes its own children.
    case primitive(any PrimitiveView.Type)
    /// A view with no body the graph expands: a representable, or nothing.
    case bodiless
    /// A view whose `body` the graph evaluates.
    case composite

    private static let kinds = TypeMemo<ViewKind>()

    /// The kind of `V`, remembered after the first view of the type.
    static func of<V: View>(_ type: V.Type) -> ViewKind {
        kinds.fact(about: type) { classify(type) }
    }

    /// Kinds are told by type: a cast of an optional value would look through it.
    private static func classify<V: View>(_ type: V.Type) -> ViewKind {
        if let optional = type as? any OptionalView.Type { return .optional(optional) }
        if let modified = type as? any ModifiedContentRendering.Type { return .modified(modified) }
        if let primitive = type as? any PrimitiveView.Type { return .primitive(primitive) }
        return V.Body.self == Never.self ? .bodiless : .composite
    }
}
