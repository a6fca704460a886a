// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `swipeActions` and `contextMenu`: the row, then its actions.
///
/// The actions' views are mounted with the row (a guess: SwiftUI builds them when the row is
/// swiped or pressed), so their `onAppear` runs with the row's.
struct _RowActionsModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let actions: _RowActionsView

    func makeChildren<Content: View>(content: Content, in node: ViewNode, into list: inout ChildList) {
        list.append(.content, content)
        list.append(.overlay, actions)
    }
}

extension View {
    /// Adds custom swipe actions to a row in a list.
    public func swipeActions<T>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View where T: View {
        modifier(
            _RowActionsModifier(actions: _RowActionsView(role: .swipeActions, actions: AnyView(content()))))
    }

    /// Adds a context menu to a view.
    public func contextMenu<MenuItems>(@ViewBuilder menuItems: () -> MenuItems) -> some View
    where MenuItems: View {
        modifier(
            _RowActionsModifier(actions: _RowActionsView(role: .contextMenu, actions: AnyView(menuItems()))))
    }

    /// Adds a context menu with a custom preview to a view (the preview is drawn only).
    public func contextMenu<M, P>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View
    where M: View, P: View {
        modifier(
            _RowActionsModifier(actions: _RowActionsView(role: .contextMenu, actions: AnyView(menuItems()))))
    }
}
