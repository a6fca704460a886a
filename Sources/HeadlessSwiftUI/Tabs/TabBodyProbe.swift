// ViewLifecycle · HeadlessSwiftUI

/// Reads a custom view's `body` outside the graph, to find the `tabItem` and `tag` a tab declares
/// inside it.
///
/// A body is read only when every dynamic property of the view gives a value outside the graph
/// (`@State`'s initial value, `@Binding`, a key-path `@Environment`'s default, an
/// `@ObservedObject`): an `@EnvironmentObject` or an `@Environment` object would trap, and an
/// `@StateObject` would make an object, so such views are not read.
@MainActor
enum TabBodyProbe {
    /// How many custom views deep the probe looks.
    static let maximumDepth = 4

    /// The body of `view`, or `nil` for a primitive view or one that cannot be read here.
    static func body(of view: any View) -> (any View)? {
        guard !(view is any PrimitiveView), isReadable(view) else { return nil }
        return bodyIfComposite(view)
    }

    private static func bodyIfComposite<V: View>(_ view: V) -> (any View)? {
        guard V.Body.self != Never.self else { return nil }
        return view.body
    }

    private static func isReadable(_ view: any View) -> Bool {
        Mirror(reflecting: view).children.allSatisfy { child in
            guard child.value is any DynamicProperty else { return true }
            return (child.value as? any ReadableOutsideGraph)?.isReadableOutsideGraph ?? false
        }
    }
}
