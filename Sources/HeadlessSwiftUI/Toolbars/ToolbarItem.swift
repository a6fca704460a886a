// ViewLifecycle · HeadlessSwiftUI

/// A model that represents an item which can be placed in the toolbar or navigation bar.
public struct ToolbarItem<ID, Content>: ToolbarContent where Content: View {
    /// The body of a primitive item.
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content
    let itemID: ID
}

extension ToolbarItem where ID == () {
    /// Creates a toolbar item with the specified placement and content.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.init(placement: placement, content: content(), itemID: ())
    }
}

extension ToolbarItem where ID == String {
    /// Creates a toolbar item with the specified placement, content, and an identifier.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
    {
        self.init(placement: placement, content: content(), itemID: id)
    }
}

extension ToolbarItem: Identifiable where ID: Hashable {
    /// The identity of the item.
    public var id: ID { itemID }
}

extension ToolbarItem: PrimitiveToolbarContent {
    func primitiveItems() -> [ToolbarItemDescription] {
        [ToolbarItemDescription(placement: placement, view: content)]
    }
}
