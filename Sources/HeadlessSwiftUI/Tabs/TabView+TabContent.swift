// ViewLifecycle · HeadlessSwiftUI

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension TabView {
    /// Creates a tab view that uses a builder to create and specify selection values for its
    /// tabs.
    ///
    /// - Parameters:
    ///   - selection: The selection in the tab view.
    ///   - content: The tabs, each a `Tab` with its value.
    public init<C>(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C)
    where Content == TabContentBuilder<SelectionValue>.Content<C>, C: TabContent {
        self.init(selection: Optional(selection)) {
            TabContentBuilder<SelectionValue>.Content(content: content())
        }
    }

    /// Creates a tab view that uses a builder to create its tabs, keeping its own selection.
    ///
    /// - Parameter content: The tabs, each a `Tab` without a value.
    public init<C>(@TabContentBuilder<Never> content: () -> C)
    where SelectionValue == Never, Content == TabContentBuilder<Never>.Content<C>, C: TabContent {
        self.init(selection: nil) { TabContentBuilder<Never>.Content(content: content()) }
    }
}
