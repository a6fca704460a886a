// ViewLifecycle · HeadlessSwiftUI

/// A model that represents a group of `ToolbarItem`s which can be placed in the toolbar or
/// navigation bar.
public struct ToolbarItemGroup<Content>: ToolbarContent where Content: View {
    /// The body of a primitive item.
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content

    /// Creates a toolbar item group with a specified placement and content.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItemGroup: PrimitiveToolbarContent {
    func primitiveItems() -> [ToolbarItemDescription] {
        [ToolbarItemDescription(placement: placement, view: content)]
    }
}
