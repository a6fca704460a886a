// ViewLifecycle · HeadlessSwiftUI

/// Several pieces of toolbar content written one after another in a `ToolbarContentBuilder`.
public struct TupleToolbarContent<each Item: ToolbarContent>: ToolbarContent {
    /// The body of a primitive item.
    public typealias Body = Never
    let items: (repeat each Item)
}

extension TupleToolbarContent: PrimitiveToolbarContent {
    func primitiveItems() -> [ToolbarItemDescription] {
        var result: [ToolbarItemDescription] = []
        for item in repeat each items {
            result += item.toolbarItems()
        }
        return result
    }
}
