// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `tabItem(_:)`: the enclosing `TabView` reads its label for the tab bar
/// item; in the graph it shows its content only.
struct _TabItemModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let label: any View
}

extension View {
    /// Sets the tab bar item associated with this view.
    ///
    /// Headlessly the item's title is the first `Text` in `label`; `Headless.tapTab(_:)` finds the
    /// tab by it.
    ///
    /// - Parameter label: The tab bar item to associate with this view.
    /// - Returns: The view, with its tab item.
    public func tabItem<V>(@ViewBuilder _ label: () -> V) -> some View where V: View {
        modifier(_TabItemModifier(label: label()))
    }
}
