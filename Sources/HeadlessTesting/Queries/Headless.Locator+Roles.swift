// ViewLifecycle · HeadlessTesting

// Locators by role and label: `.button("Save")` names a button labelled "Save" and no text that
// reads the same; `.button()` names every button (for `findAll(_:)`). Roles are the screen
// text's, one table (`ScreenRole`).
extension Headless.Locator {
    /// The element whose `accessibilityIdentifier` is `identifier`: the same as
    /// `identifier(_:)`, named as XCUITest's and ViewInspector's `id` lookups are.
    ///
    /// - Parameter identifier: The accessibility identifier.
    /// - Returns: The locator.
    public static func id(_ identifier: String) -> Self {
        .identifier(identifier)
    }

    /// A text labelled `label` (`Text "Milk"`); every text when `label` is `nil`.
    ///
    /// - Parameter label: The label, matched as `label(_:)` matches; `nil` for any.
    /// - Returns: The locator.
    public static func text(_ label: String? = nil) -> Self {
        .role(ScreenRole.text.name, label: label)
    }

    /// An image labelled `label` (`Image "star"`); every image when `label` is `nil`.
    ///
    /// - Parameter label: The label, matched as `label(_:)` matches; `nil` for any.
    /// - Returns: The locator.
    public static func image(_ label: String? = nil) -> Self {
        .role(ScreenRole.image.name, label: label)
    }

    /// A button labelled `label` (`Button "Save"`); every button when `label` is `nil`.
    ///
    /// - Parameter label: The label, matched as `label(_:)` matches; `nil` for any.
    /// - Returns: The locator.
    public static func button(_ label: String? = nil) -> Self {
        .role(ScreenRole.button.name, label: label)
    }

    /// A link labelled `label` (`Link "Help"`); every link when `label` is `nil`.
    ///
    /// - Parameter label: The label, matched as `label(_:)` matches; `nil` for any.
    /// - Returns: The locator.
    public static func link(_ label: String? = nil) -> Self {
        .role(ScreenRole.link.name, label: label)
    }

    /// A toggle labelled `label` (`Toggle "Done": off`); every toggle when `label` is `nil`.
    ///
    /// - Parameter label: The label, matched as `label(_:)` matches; `nil` for any.
    /// - Returns: The locator.
    public static func toggle(_ label: String? = nil) -> Self {
        .role(ScreenRole.toggle.name, label: label)
    }

    /// A text field labelled `label` (`TextField "Title": ""`); every text field when `label` is `nil`.
    ///
    /// - Parameter label: The label, matched as `label(_:)` matches; `nil` for any.
    /// - Returns: The locator.
    public static func textField(_ label: String? = nil) -> Self {
        .role(ScreenRole.textField.name, label: label)
    }

    /// A secure field labelled `label` (`SecureField "Password"`); every secure field when `label` is `nil`.
    ///
    /// - Parameter label: The label, matched as `label(_:)` matches; `nil` for any.
    /// - Returns: The locator.
    public static func secureField(_ label: String? = nil) -> Self {
        .role(ScreenRole.secureField.name, label: label)
    }

    /// A text editor labelled `label`; every text editor when `label` is `nil`.
    ///
    /// - Parameter label: The label, matched as `label(_:)` matches; `nil` for any.
    /// - Returns: The locator.
    public static func textEditor(_ label: String? = nil) -> Self {
        .role(ScreenRole.textEditor.name, label: label)
    }

    /// A search field whose prompt is `label` (`SearchField "Find": ""`); every search field when `label` is `nil`.
    ///
    /// - Parameter label: The label, matched as `label(_:)` matches; `nil` for any.
    /// - Returns: The locator.
    public static func searchField(_ label: String? = nil) -> Self {
        .role(ScreenRole.searchField.name, label: label)
    }

    /// A picker labelled `label` (`Picker "Sort": "Title"`); every picker when `label` is `nil`.
    ///
    /// - Parameter label: The label, matched as `label(_:)` matches; `nil` for any.
    /// - Returns: The locator.
    public static func picker(_ label: String? = nil) -> Self {
        .role(ScreenRole.picker.name, label: label)
    }

    /// A date picker labelled `label`; every date picker when `label` is `nil`.
    ///
    /// - Parameter label: The label, matched as `label(_:)` matches; `nil` for any.
    /// - Returns: The locator.
    public static func datePicker(_ label: String? = nil) -> Self {
        .role(ScreenRole.datePicker.name, label: label)
    }

    /// A color picker labelled `label`; every color picker when `label` is `nil`.
    ///
    /// - Parameter label: The label, matched as `label(_:)` matches; `nil` for any.
    /// - Returns: The locator.
    public static func colorPicker(_ label: String? = nil) -> Self {
        .role(ScreenRole.colorPicker.name, label: label)
    }

    /// A slider labelled `label` (`Slider "Volume": 0.5`); every slider when `label` is `nil`.
    ///
    /// - Parameter label: The label, matched as `label(_:)` matches; `nil` for any.
    /// - Returns: The locator.
    public static func slider(_ label: String? = nil) -> Self {
        .role(ScreenRole.slider.name, label: label)
    }

    /// A stepper labelled `label` (`Stepper "Count": 2`); every stepper when `label` is `nil`.
    ///
    /// - Parameter label: The label, matched as `label(_:)` matches; `nil` for any.
    /// - Returns: The locator.
    public static func stepper(_ label: String? = nil) -> Self {
        .role(ScreenRole.stepper.name, label: label)
    }

    /// A menu labelled `label`; every menu when `label` is `nil`.
    ///
    /// - Parameter label: The label, matched as `label(_:)` matches; `nil` for any.
    /// - Returns: The locator.
    public static func menu(_ label: String? = nil) -> Self {
        .role(ScreenRole.menu.name, label: label)
    }

    /// A progress view labelled `label`; every progress view when `label` is `nil`.
    ///
    /// - Parameter label: The label, matched as `label(_:)` matches; `nil` for any.
    /// - Returns: The locator.
    public static func progressView(_ label: String? = nil) -> Self {
        .role(ScreenRole.progress.name, label: label)
    }

    /// A header labelled `label` (a section header's text); every header when `label` is `nil`.
    ///
    /// - Parameter label: The label, matched as `label(_:)` matches; `nil` for any.
    /// - Returns: The locator.
    public static func header(_ label: String? = nil) -> Self {
        .role(ScreenRole.header.name, label: label)
    }

    /// A labeled content labelled `label` (`LabeledContent "Author": "Ann"`); every labeled content when `label` is `nil`.
    ///
    /// - Parameter label: The label, matched as `label(_:)` matches; `nil` for any.
    /// - Returns: The locator.
    public static func labeledContent(_ label: String? = nil) -> Self {
        .role(ScreenRole.labeledContent.name, label: label)
    }

    /// A disclosure group labelled `label`; every disclosure group when `label` is `nil`.
    ///
    /// - Parameter label: The label, matched as `label(_:)` matches; `nil` for any.
    /// - Returns: The locator.
    public static func disclosureGroup(_ label: String? = nil) -> Self {
        .role(ScreenRole.disclosureGroup.name, label: label)
    }

    /// A group box labelled `label`; every group box when `label` is `nil`.
    ///
    /// - Parameter label: The label, matched as `label(_:)` matches; `nil` for any.
    /// - Returns: The locator.
    public static func groupBox(_ label: String? = nil) -> Self {
        .role(ScreenRole.groupBox.name, label: label)
    }

    /// A tab bar's tab labelled `label` (`Tab "Inbox" (selected)`); every tab when `label` is `nil`.
    ///
    /// - Parameter label: The label, matched as `label(_:)` matches; `nil` for any.
    /// - Returns: The locator.
    public static func tab(_ label: String? = nil) -> Self {
        .role(ScreenRole.tab.name, label: label)
    }

    /// A navigation bar's back button labelled `label`; every back button when `label` is `nil`.
    ///
    /// - Parameter label: The label, matched as `label(_:)` matches; `nil` for any.
    /// - Returns: The locator.
    public static func backButton(_ label: String? = nil) -> Self {
        .role(ScreenRole.backButton.name, label: label)
    }

    /// A navigation bar showing the title `label` (`NavigationBar "Inbox"`), where `navigationTitle` shows; every navigation bar when `label` is `nil`.
    ///
    /// - Parameter label: The label, matched as `label(_:)` matches; `nil` for any.
    /// - Returns: The locator.
    public static func navigationBar(_ label: String? = nil) -> Self {
        .role(ScreenRole.navigationBar.name, label: label)
    }

    /// A navigation title shown outside a navigation bar (`NavigationTitle "Inbox"`); inside one, the title is the bar's label: use `navigationBar(_:)`; every such title when `label` is `nil`.
    ///
    /// - Parameter label: The label, matched as `label(_:)` matches; `nil` for any.
    /// - Returns: The locator.
    public static func navigationTitle(_ label: String? = nil) -> Self {
        .role(ScreenRole.navigationTitle.name, label: label)
    }

    /// A row's swipe actions, as the screen prints them after the row; `label` is always empty, so pass none; every row's swipe actions when `label` is `nil`.
    ///
    /// - Parameter label: The label, matched as `label(_:)` matches; `nil` for any.
    /// - Returns: The locator.
    public static func swipeActions(_ label: String? = nil) -> Self {
        .role(ScreenRole.swipeActions.name, label: label)
    }

    /// A context menu's items, as the screen prints them after the view; `label` is always empty, so pass none; every context menu when `label` is `nil`.
    ///
    /// - Parameter label: The label, matched as `label(_:)` matches; `nil` for any.
    /// - Returns: The locator.
    public static func contextMenu(_ label: String? = nil) -> Self {
        .role(ScreenRole.contextMenu.name, label: label)
    }

    /// The alert on top (`Alert`), holding its title, message and buttons; its `label` is always
    /// empty, so pass none.
    ///
    /// - Parameter label: The label, matched as `label(_:)` matches; `nil` for any.
    /// - Returns: The locator.
    public static func alert(_ label: String? = nil) -> Self {
        .role(ScreenRole.alert.name, label: label)
    }

    /// The sheet on top (`Sheet`), holding what it shows; its `label` is always empty, so pass
    /// none.
    ///
    /// - Parameter label: The label, matched as `label(_:)` matches; `nil` for any.
    /// - Returns: The locator.
    public static func sheet(_ label: String? = nil) -> Self {
        .role(ScreenRole.sheet.name, label: label)
    }
}
