// ViewLifecycle · HeadlessSwiftUI

/// A type that provides content for programmatically selectable tabs in a tab view (iOS 18).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
    /// The type that the tab's selection is, for a selectable tab.
    associatedtype TabValue: Hashable
    /// The type for the internal content of this tab content.
    associatedtype Body: TabContent

    /// The composition of content that comprise the tab content.
    @TabContentBuilder<TabValue> @MainActor @preconcurrency var body: Self.Body { get }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension Never: TabContent {
    /// `Never` is no tab's value.
    public typealias TabValue = Never
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabContent where Body == Never {
    /// A built-in tab has no body; the tab view never asks for it.
    public var body: Never {
        fatalError("body of \(Self.self) should not be called: it is a primitive tab content")
    }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabContent {
    /// The tabs this content declares, in order, each as the view a `TabView` shows: its
    /// content with `tabItem` and `tag` (a custom content's body's tabs).
    func tabViews() -> [any View] {
        if let primitive = self as? any PrimitiveTabContent { return primitive.primitiveTabViews() }
        return body.tabViews()
    }
}

/// Tab content the tab view reads directly: a `Tab`, or a builder's group of them.
@MainActor
protocol PrimitiveTabContent {
    /// The tabs, as views with their items and tags.
    func primitiveTabViews() -> [any View]
}
