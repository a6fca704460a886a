// ViewLifecycle · HeadlessSwiftUI

/// What kind of thing an element on screen is, as an accessibility role: the first word of its
/// line in `Headless.screen(of:)`.
///
/// A struct rather than an enum, so a control added later names its role in its own file.
package struct ScreenRole: Hashable, Sendable {
    /// The role's name as the snapshot prints it ("Button", "Toggle").
    package let name: String

    init(_ name: String) {
        self.name = name
    }

    // Content.
    static let text = ScreenRole("Text")
    static let image = ScreenRole("Image")
    static let progress = ScreenRole("ProgressView")
    /// An element made by `accessibilityElement(children:)` or a control without a role of its own.
    static let element = ScreenRole("Element")
    /// An element that contains other elements (`accessibilityElement(children: .contain)`).
    static let container = ScreenRole("Container")

    // Controls.
    static let button = ScreenRole("Button")
    static let link = ScreenRole("Link")
    static let toggle = ScreenRole("Toggle")
    static let textField = ScreenRole("TextField")
    static let secureField = ScreenRole("SecureField")
    static let textEditor = ScreenRole("TextEditor")
    static let searchField = ScreenRole("SearchField")
    static let picker = ScreenRole("Picker")
    static let datePicker = ScreenRole("DatePicker")
    static let colorPicker = ScreenRole("ColorPicker")
    static let slider = ScreenRole("Slider")
    static let stepper = ScreenRole("Stepper")
    static let menu = ScreenRole("Menu")
    static let refreshable = ScreenRole("Refreshable")
    /// The buttons a row's swipe reveals (`swipeActions`), printed after the row.
    static let swipeActions = ScreenRole("SwipeActions")

    // Bars: `navigationTitle` is read into the navigation bar's line, never printed on its own
    // when a navigation bar shows it.
    static let navigationBar = ScreenRole("NavigationBar")
    static let navigationTitle = ScreenRole("NavigationTitle")
    package static let backButton = ScreenRole("BackButton")
    static let toolbar = ScreenRole("Toolbar")
    static let tabBar = ScreenRole("TabBar")
    static let tab = ScreenRole("Tab")

    // Layers presented over the screen.
    static let sheet = ScreenRole("Sheet")
    static let fullScreenCover = ScreenRole("FullScreenCover")
    static let popover = ScreenRole("Popover")
    static let alert = ScreenRole("Alert")
    static let confirmationDialog = ScreenRole("ConfirmationDialog")
    static let contextMenu = ScreenRole("ContextMenu")
}
