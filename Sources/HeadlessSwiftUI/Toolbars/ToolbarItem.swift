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

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarItem: CustomizableToolbarContent where ID == String {
    /// Creates a toolbar item with the specified placement, content, and an identifier, shown or
    /// not by default (kept: the toolbar cannot be customized headlessly, so the item is listed
    /// either way).
    @available(
        iOS, introduced: 14.0, deprecated: 100000.0,
        message:
            "Use the CustomizableToolbarContent/defaultCustomization(_:options) modifier with a value of .hidden"
    )
    @available(
        macOS, introduced: 11.0, deprecated: 100000.0,
        message:
            "Use the CustomizableToolbarContent/defaultCustomization(_:options) modifier with a value of .hidden"
    )
    @available(
        tvOS, introduced: 14.0, deprecated: 100000.0,
        message:
            "Use the CustomizableToolbarContent/defaultCustomization(_:options) modifier with a value of .hidden"
    )
    @available(
        watchOS, introduced: 7.0, deprecated: 100000.0,
        message:
            "Use the CustomizableToolbarContent/defaultCustomization(_:options) modifier with a value of .hidden"
    )
    public init(
        id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool,
        @ViewBuilder content: () -> Content
    ) {
        self.init(placement: placement, content: content(), itemID: id)
    }
}
