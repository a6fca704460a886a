// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `toolbar(content:)`: the content, then each item's view as a child of
/// its own, so the items' buttons keep their identity and state like any view.
struct _ToolbarModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let items: [ToolbarItemDescription]

    func makeChildren<Content: View>(content: Content, in node: ViewNode, into list: inout ChildList) {
        list.append(.content, content)
        for (index, item) in items.enumerated() {
            list.append(
                .index(index), _ToolbarItemView(placement: item.placement, content: AnyView(item.view)))
        }
    }
}

extension View {
    /// Populates the toolbar or navigation bar with the specified items.
    public func toolbar<Content>(@ToolbarContentBuilder content: () -> Content) -> some View
    where Content: ToolbarContent {
        modifier(_ToolbarModifier(items: content().toolbarItems()))
    }

    /// Populates the toolbar or navigation bar with the specified items (views placed
    /// automatically, in the navigation bar's trailing edge on iOS).
    public func toolbar<Content>(@ViewBuilder content: () -> Content) -> some View where Content: View {
        modifier(_ToolbarModifier(items: [ToolbarItemDescription(placement: .automatic, view: content())]))
    }
}
