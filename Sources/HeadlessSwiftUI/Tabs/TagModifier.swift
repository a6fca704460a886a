// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `tag(_:)`: a value that containers with a selection (`TabView`) match
/// against their binding; in the graph it shows its content only.
package struct _TagModifier: ViewModifier, PrimitiveModifier {
    package typealias Body = Never
    package let tag: AnyHashable
}

extension View {
    /// Sets the unique tag value of this view.
    ///
    /// - Parameter tag: A `Hashable` value to use as the view's tag.
    /// - Returns: A view with the specified tag set.
    public func tag<V>(_ tag: V) -> some View where V: Hashable {
        modifier(_TagModifier(tag: AnyHashable(tag)))
    }
}
