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

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension ToolbarItemGroup {
    /// Creates a toolbar item group with the specified placement, content, and a label
    /// describing that content; headlessly the toolbar has room, so the content shows and the
    /// label is kept.
    public init<C, L>(
        placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> C,
        @ViewBuilder label: () -> L
    ) where Content == LabeledToolbarItemGroupContent<C, L>, C: View, L: View {
        self.init(placement: placement) { LabeledToolbarItemGroupContent(content: content(), label: label()) }
    }
}

/// A view that represents the view of a toolbar item group with a specified label: its content
/// (the label would stand for it where the toolbar has no room, which it always has headlessly).
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LabeledToolbarItemGroupContent<Content, Label>: View where Content: View, Label: View {
    /// The group's items.
    nonisolated(unsafe) let content: Content
    /// What describes the items, kept.
    nonisolated(unsafe) let label: Label

    /// The items and their label.
    nonisolated init(content: Content, label: Label) {
        self.content = content
        self.label = label
    }

    /// The group's content.
    public var body: some View { content }
}

@available(*, unavailable)
extension LabeledToolbarItemGroupContent: Sendable {}
