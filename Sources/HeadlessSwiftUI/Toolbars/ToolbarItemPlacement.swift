// ViewLifecycle · HeadlessSwiftUI

/// A structure that defines the placement of a toolbar item.
public struct ToolbarItemPlacement: Sendable {
    /// The placement's name.
    let name: String

    /// Whether the item goes in the bottom bar rather than the navigation bar.
    package var isBottomBar: Bool { name == "bottomBar" || name == "status" }

    /// The system places the item automatically, depending on many factors including the
    /// platform, size class, or presence of other items.
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    /// The system places the item in the principal item section.
    public static let principal = ToolbarItemPlacement(name: "principal")
    /// The item represents a navigation action.
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    /// The item represents a primary action.
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    /// The item represents a secondary action.
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    /// The item represents a change in status for the current context.
    public static let status = ToolbarItemPlacement(name: "status")
    /// The item represents a confirmation action for a modal interface.
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    /// The item represents a cancellation action for a modal interface.
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    /// The item represents a destructive action for a modal interface.
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    /// The item is placed in the keyboard section.
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
    /// Places the item in the leading edge of the top bar.
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    /// Places the item in the trailing edge of the top bar.
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    /// Places the item in the leading edge of the navigation bar.
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "use topBarLeading instead")
    public static let navigationBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    /// Places the item in the trailing edge of the navigation bar.
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "use topBarTrailing instead")
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    /// Places the item in the bottom toolbar.
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
}
