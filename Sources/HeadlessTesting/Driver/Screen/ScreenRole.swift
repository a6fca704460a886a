// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

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
    package static let text = ScreenRole("Text")
    package static let image = ScreenRole("Image")
    package static let progress = ScreenRole("ProgressView")
    /// An element made by `accessibilityElement(children:)` or a control without a role of its own.
    package static let element = ScreenRole("Element")
    /// An element that contains other elements (`accessibilityElement(children: .contain)`).
    package static let container = ScreenRole("Container")

    // Controls.
    package static let button = ScreenRole("Button")
    package static let link = ScreenRole("Link")
    package static let toggle = ScreenRole("Toggle")
    package static let textField = ScreenRole("TextField")
    package static let secureField = ScreenRole("SecureField")
    package static let textEditor = ScreenRole("TextEditor")
    package static let searchField = ScreenRole("SearchField")
    package static let picker = ScreenRole("Picker")
    package static let datePicker = ScreenRole("DatePicker")
    package static let multiDatePicker = ScreenRole("MultiDatePicker")
    package static let colorPicker = ScreenRole("ColorPicker")
    package static let slider = ScreenRole("Slider")
    package static let stepper = ScreenRole("Stepper")
    package static let menu = ScreenRole("Menu")
    package static let refreshable = ScreenRole("Refreshable")
    /// The buttons a row's swipe reveals (`swipeActions`), printed after the row.
    package static let swipeActions = ScreenRole("SwipeActions")

    // Bars: `navigationTitle` is read into the navigation bar's line, never printed on its own
    // when a navigation bar shows it.
    package static let navigationBar = ScreenRole("NavigationBar")
    package static let navigationTitle = ScreenRole("NavigationTitle")
    package static let backButton = ScreenRole("BackButton")
    package static let toolbar = ScreenRole("Toolbar")
    package static let tabBar = ScreenRole("TabBar")
    package static let tab = ScreenRole("Tab")

    // Layers presented over the screen.
    package static let sheet = ScreenRole("Sheet")
    package static let fullScreenCover = ScreenRole("FullScreenCover")
    package static let popover = ScreenRole("Popover")
    package static let alert = ScreenRole("Alert")
    package static let confirmationDialog = ScreenRole("ConfirmationDialog")
    package static let contextMenu = ScreenRole("ContextMenu")
}
