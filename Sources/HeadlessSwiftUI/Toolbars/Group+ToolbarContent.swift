// ViewLifecycle · HeadlessSwiftUI

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Group: ToolbarContent where Content: ToolbarContent {
    /// Creates a group of toolbar content, as in `.toolbar { Group { … } }`.
    ///
    /// - Parameter content: A toolbar content builder that creates the content of this group.
    public init(@ToolbarContentBuilder content: () -> Content) {
        self.content = content()
    }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Group: CustomizableToolbarContent where Content: CustomizableToolbarContent {
    /// Creates a group of customizable toolbar content.
    ///
    /// - Parameter content: A toolbar content builder that creates the content of this group.
    public init(@ToolbarContentBuilder content: () -> Content) {
        self.content = content()
    }
}

extension Group: PrimitiveToolbarContent where Content: ToolbarContent {
    /// A group's items are its content's, in order.
    func primitiveItems() -> [ToolbarItemDescription] {
        content.toolbarItems()
    }
}
