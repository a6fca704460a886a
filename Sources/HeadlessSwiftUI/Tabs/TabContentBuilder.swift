// ViewLifecycle · HeadlessSwiftUI

/// A result builder that constructs tabs for a tab view that supports programmatic selection
/// (iOS 18).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@MainActor @preconcurrency
@resultBuilder public struct TabContentBuilder<TabValue> where TabValue: Hashable {
    /// Passes a single tab written as a child through unmodified.
    public static func buildExpression<Content>(_ content: Content) -> Content
    where Content: TabContent, TabValue == Content.TabValue {
        content
    }

    /// Passes a single tab through unmodified.
    public static func buildBlock<C>(_ content: C) -> C where C: TabContent, TabValue == C.TabValue {
        content
    }

    /// Groups several tabs.
    public static func buildBlock<each Content>(
        _ content: repeat each Content
    ) -> TupleTabContent<TabValue, (repeat each Content)> where repeat each Content: TabContent {
        var views: [any View] = []
        for tab in repeat each content { views += tab.tabViews() }
        return TupleTabContent(views: views)
    }

    /// The view a `TabView` holds for built tab content.
    public struct Content<C>: View where C: TabContent {
        let content: C

        /// The body of a primitive view.
        public typealias Body = Never
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabContentBuilder.Content: PrimitiveView, ViewListContainer {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        listChildren(into: &list)
    }

    func listChildren(into list: inout ChildList) {
        for (index, view) in content.tabViews().enumerated() { list.append(.index(index), existential: view) }
    }
}
