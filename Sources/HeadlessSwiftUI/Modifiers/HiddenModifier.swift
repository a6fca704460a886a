// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `hidden()`: the view stays in the graph (and still appears), undrawn.
package struct _HiddenModifier: ViewModifier, PrimitiveModifier {
    package typealias Body = Never
}

extension View {
    /// Hides this view unconditionally.
    ///
    /// A hidden view keeps its identity and state and still gets `onAppear`, as in SwiftUI.
    ///
    /// - Returns: A hidden view.
    public func hidden() -> some View {
        modifier(_HiddenModifier())
    }
}
