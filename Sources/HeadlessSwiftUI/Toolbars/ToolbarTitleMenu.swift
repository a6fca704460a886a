// ViewLifecycle · HeadlessSwiftUI

/// The title menu of a toolbar.
///
/// Stored only: the navigation title has no menu headlessly, so the menu adds no toolbar item.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, tvOS 16.0, *)
public struct ToolbarTitleMenu<Content>: ToolbarContent, CustomizableToolbarContent where Content: View {
    /// The menu's content, kept.
    let content: Content

    /// Creates a toolbar title menu where actions are inferred from your apps commands.
    public init() where Content == EmptyView {
        content = EmptyView()
    }

    /// Creates a toolbar title menu.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The body of a primitive item.
    public typealias Body = Never
}

@available(*, unavailable)
extension ToolbarTitleMenu: Sendable {}

extension ToolbarTitleMenu: PrimitiveToolbarContent {
    func primitiveItems() -> [ToolbarItemDescription] { [] }
}
