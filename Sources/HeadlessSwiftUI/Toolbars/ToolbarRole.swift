// ViewLifecycle · HeadlessSwiftUI

/// The purpose of content that populates the toolbar.
///
/// Stored only: the role changes how a device lays out the bar (an editor's title sits at the
/// leading edge, a browser's back button shows no title), which the screen text does not show.
@available(iOS 16.0, tvOS 16.0, *)
public struct ToolbarRole: Sendable {
    /// The role's name, for the inert modifier that stores it.
    let name: String

    /// The automatic role.
    public static var automatic: ToolbarRole { ToolbarRole(name: "automatic") }

    /// The navigation stack role.
    @available(macOS, unavailable)
    public static var navigationStack: ToolbarRole { ToolbarRole(name: "navigationStack") }

    /// The browser role.
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static var browser: ToolbarRole { ToolbarRole(name: "browser") }

    /// The editor role.
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public static var editor: ToolbarRole { ToolbarRole(name: "editor") }
}

extension View {
    /// Configures the semantic role for the content populating the toolbar (stored only).
    ///
    /// - Parameter role: The role of the toolbar.
    /// - Returns: A view whose toolbar has that role.
    @available(iOS 16.0, tvOS 16.0, *)
    public func toolbarRole(_ role: ToolbarRole) -> some View {
        inert(.toolbarRole(role.name), api: "View.toolbarRole(_:)")
    }
}
