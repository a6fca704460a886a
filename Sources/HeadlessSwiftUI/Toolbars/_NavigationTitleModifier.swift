// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `navigationTitle(_:)`: the title of the screen it is on.
///
/// It shows as a `NavigationTitle` element placed in the navigation bar (the bar reads the first
/// one, so the innermost title wins, as in SwiftUI) and sets the hosting controller's
/// navigation item's title, which the next screen's back button reads.
package struct _NavigationTitleModifier: ViewModifier, PrimitiveModifier {
    package typealias Body = Never
    package let title: String

    func update(_ node: ViewNode, graph: ViewGraph) {
        guard let host = graph.host, !hasInnerTitle(below: node) else { return }
        if host.navigationItem.title != title { host.navigationItem.title = title }
    }

    /// Whether a title nearer the content than this one exists (that one wins).
    private func hasInnerTitle(below node: ViewNode) -> Bool {
        for (candidate, level) in node.subtreeParentFirst where level > 0 {
            if let link = candidate.view as? any ModifierChainLink,
                link.linkModifier is _NavigationTitleModifier
            {
                return true
            }
        }
        return false
    }
}

extension View {
    /// Configures the view's title for purposes of navigation, using a string.
    @_disfavoredOverload
    public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol {
        modifier(_NavigationTitleModifier(title: String(title)))
    }

    /// Configures the view's title for purposes of navigation, using a localized string.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        modifier(_NavigationTitleModifier(title: titleKey.key))
    }

    /// Configures the view's title for purposes of navigation, using a text view.
    public func navigationTitle(_ title: Text) -> some View {
        modifier(_NavigationTitleModifier(title: title.string))
    }

    /// Configures the view's title for purposes of navigation, using a binding to a string
    /// (the title is editable on macOS and iPadOS; headlessly it shows the binding's value).
    public func navigationTitle(_ title: Binding<String>) -> some View {
        modifier(_NavigationTitleModifier(title: title.wrappedValue))
    }

    /// Sets the title in the navigation bar for this view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    public func navigationBarTitle(_ title: Text) -> some View {
        modifier(_NavigationTitleModifier(title: title.string))
    }

    /// Sets the title in the navigation bar for this view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        modifier(_NavigationTitleModifier(title: titleKey.key))
    }

    /// Sets the title in the navigation bar for this view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    @_disfavoredOverload
    public func navigationBarTitle<S>(_ title: S) -> some View where S: StringProtocol {
        modifier(_NavigationTitleModifier(title: String(title)))
    }

    /// Sets the title and display mode in the navigation bar for this view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    public func navigationBarTitle(
        _ title: Text, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View {
        modifier(_NavigationTitleModifier(title: title.string))
    }

    /// Sets the title and display mode in the navigation bar for this view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    public func navigationBarTitle(
        _ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
    )
        -> some View
    { modifier(_NavigationTitleModifier(title: titleKey.key)) }

    /// Sets the title, from a string, and display mode in the navigation bar for this view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
    @_disfavoredOverload
    public func navigationBarTitle<S>(
        _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
    ) -> some View where S: StringProtocol {
        modifier(_NavigationTitleModifier(title: String(title)))
    }
}
