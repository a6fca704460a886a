// ViewLifecycle · HeadlessSwiftUI

/// The list style that describes the behavior and appearance of a sidebar list (drawn only).
public struct SidebarListStyle: ListStyle {
    /// Creates the style.
    public init() {}
}
