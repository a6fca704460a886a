// ViewLifecycle · HeadlessSwiftUI

/// One of two pieces of toolbar content, chosen by an `if`/`else` in a `ToolbarContentBuilder`.
public struct _ConditionalToolbarContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent>:
    ToolbarContent
{
    /// The body of a primitive item.
    public typealias Body = Never
    let first: TrueContent?
    let second: FalseContent?
}

extension _ConditionalToolbarContent: PrimitiveToolbarContent {
    func primitiveItems() -> [ToolbarItemDescription] {
        first?.toolbarItems() ?? second?.toolbarItems() ?? []
    }
}
