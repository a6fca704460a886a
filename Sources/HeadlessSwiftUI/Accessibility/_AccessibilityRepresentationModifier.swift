// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `accessibilityRepresentation(representation:)`: the content is drawn but
/// hidden from accessibility, and the representation (a standard control that says what the
/// custom one does) is in the graph beside it, never drawn, and is what the screen text shows
/// and the driver acts on: a custom stepper represented by a `Stepper` takes `increment`.
struct _AccessibilityRepresentationModifier<Representation: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let representation: Representation

    func makeChildren<Content: View>(content: Content, in node: ViewNode, into list: inout ChildList) {
        list.append(.content, content.modifier(_HiddenModifier()))
        list.append(.overlay, representation)
    }
}

extension View {
    /// Replaces one or more accessibility elements for this view with new accessibility elements:
    /// the representation's, which the screen text shows and the driver acts on, while the view
    /// itself stays drawn.
    ///
    /// - Parameter representation: A hidden view that accessibility uses instead of this view.
    /// - Returns: A view whose accessibility elements are the representation's.
    @available(iOS 15.0, tvOS 15.0, *)
    public func accessibilityRepresentation<V>(@ViewBuilder representation: () -> V) -> some View
    where V: View {
        modifier(_AccessibilityRepresentationModifier(representation: representation()))
    }
}
