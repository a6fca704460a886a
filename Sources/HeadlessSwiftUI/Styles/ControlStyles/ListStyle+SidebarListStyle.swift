// ViewLifecycle · HeadlessSwiftUI

extension ListStyle where Self == SidebarListStyle {
    /// The list style that describes the behavior and appearance of a sidebar list.
    public static var sidebar: SidebarListStyle { .init() }
}
