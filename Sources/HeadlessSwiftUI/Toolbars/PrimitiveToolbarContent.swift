// ViewLifecycle · HeadlessSwiftUI

/// Built-in toolbar content that lists its items directly (items, groups, tuples, conditionals).
@MainActor protocol PrimitiveToolbarContent {
    /// The items, in order.
    func primitiveItems() -> [ToolbarItemDescription]
}
