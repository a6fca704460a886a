// ViewLifecycle · HeadlessSwiftUI

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    /// The body of a primitive item.
    public typealias Body = Never
}

extension Optional: PrimitiveToolbarContent where Wrapped: ToolbarContent {
    func primitiveItems() -> [ToolbarItemDescription] {
        self?.toolbarItems() ?? []
    }
}
