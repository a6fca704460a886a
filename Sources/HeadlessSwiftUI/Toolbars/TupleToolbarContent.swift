// ViewLifecycle · HeadlessSwiftUI

/// Several pieces of toolbar content written one after another in a `ToolbarContentBuilder`
/// (or one written under `if #available`).
struct TupleToolbarContent: CustomizableToolbarContent {
    /// The body of a primitive item.
    typealias Body = Never
    /// The contents, in order.
    let items: [any ToolbarContent]
}

extension TupleToolbarContent: PrimitiveToolbarContent {
    func primitiveItems() -> [ToolbarItemDescription] {
        items.flatMap { $0.toolbarItems() }
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension _ConditionalContent: ToolbarContent
where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    /// The body of a primitive item.
    public typealias Body = Never
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension _ConditionalContent: CustomizableToolbarContent
where TrueContent: CustomizableToolbarContent, FalseContent: CustomizableToolbarContent {}

extension _ConditionalContent: PrimitiveToolbarContent
where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    func primitiveItems() -> [ToolbarItemDescription] {
        switch storage {
        case .trueContent(let content): content.toolbarItems()
        case .falseContent(let content): content.toolbarItems()
        }
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Optional: CustomizableToolbarContent where Wrapped: CustomizableToolbarContent {}
