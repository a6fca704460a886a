// ViewLifecycle · HeadlessUIKit

extension UICellAccessory {
    /// A disclosure chevron.
    ///
    /// - Parameters:
    ///   - displayed: When it shows.
    ///   - options: How it looks.
    /// - Returns: The accessory.
    public static func disclosureIndicator(
        displayed: UICellAccessory.DisplayedState = .always,
        options: UICellAccessory.DisclosureIndicatorOptions = DisclosureIndicatorOptions()
    ) -> UICellAccessory {
        UICellAccessory(.disclosureIndicator, displayed: displayed)
    }

    /// A detail button.
    ///
    /// - Parameters:
    ///   - displayed: When it shows.
    ///   - options: How it looks.
    ///   - actionHandler: Runs when it is tapped.
    /// - Returns: The accessory.
    public static func detail(
        displayed: UICellAccessory.DisplayedState = .always,
        options: UICellAccessory.DetailOptions = DetailOptions(),
        actionHandler: UICellAccessory.ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.detail, displayed: displayed, actionHandler: actionHandler)
    }

    /// A checkmark.
    ///
    /// - Parameters:
    ///   - displayed: When it shows.
    ///   - options: How it looks.
    /// - Returns: The accessory.
    public static func checkmark(
        displayed: UICellAccessory.DisplayedState = .always,
        options: UICellAccessory.CheckmarkOptions = CheckmarkOptions()
    ) -> UICellAccessory {
        UICellAccessory(.checkmark, displayed: displayed)
    }

    /// A delete control.
    ///
    /// - Parameters:
    ///   - displayed: When it shows.
    ///   - options: How it looks.
    ///   - actionHandler: Runs when it is tapped.
    /// - Returns: The accessory.
    public static func delete(
        displayed: UICellAccessory.DisplayedState = .whenEditing,
        options: UICellAccessory.DeleteOptions = DeleteOptions(),
        actionHandler: UICellAccessory.ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.delete, displayed: displayed, actionHandler: actionHandler)
    }

    /// An insert control.
    ///
    /// - Parameters:
    ///   - displayed: When it shows.
    ///   - options: How it looks.
    ///   - actionHandler: Runs when it is tapped.
    /// - Returns: The accessory.
    public static func insert(
        displayed: UICellAccessory.DisplayedState = .whenEditing,
        options: UICellAccessory.InsertOptions = InsertOptions(),
        actionHandler: UICellAccessory.ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.insert, displayed: displayed, actionHandler: actionHandler)
    }

    /// A reorder control.
    ///
    /// - Parameters:
    ///   - displayed: When it shows.
    ///   - options: How it looks.
    /// - Returns: The accessory.
    public static func reorder(
        displayed: UICellAccessory.DisplayedState = .whenEditing,
        options: UICellAccessory.ReorderOptions = ReorderOptions()
    ) -> UICellAccessory {
        UICellAccessory(.reorder, displayed: displayed)
    }

    /// A selection circle.
    ///
    /// - Parameters:
    ///   - displayed: When it shows.
    ///   - options: How it looks.
    /// - Returns: The accessory.
    public static func multiselect(
        displayed: UICellAccessory.DisplayedState = .whenEditing,
        options: UICellAccessory.MultiselectOptions = MultiselectOptions()
    ) -> UICellAccessory {
        UICellAccessory(.multiselect, displayed: displayed)
    }

    /// An outline's expand and collapse control.
    ///
    /// - Parameters:
    ///   - displayed: When it shows.
    ///   - options: How it looks.
    ///   - actionHandler: Runs when it is tapped.
    /// - Returns: The accessory.
    public static func outlineDisclosure(
        displayed: UICellAccessory.DisplayedState = .always,
        options: UICellAccessory.OutlineDisclosureOptions = OutlineDisclosureOptions(),
        actionHandler: UICellAccessory.ActionHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.outlineDisclosure, displayed: displayed, actionHandler: actionHandler)
    }

    /// A text label.
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - displayed: When it shows.
    ///   - options: How it looks.
    /// - Returns: The accessory.
    public static func label(
        text: String, displayed: UICellAccessory.DisplayedState = .always,
        options: UICellAccessory.LabelOptions = LabelOptions()
    ) -> UICellAccessory {
        UICellAccessory(.label, displayed: displayed)
    }

    /// A custom view at the configuration's placement.
    public static func customView(configuration: UICellAccessory.CustomViewConfiguration) -> UICellAccessory {
        UICellAccessory(.customView(configuration.customView), displayed: configuration.placement.displayed)
    }

    /// A pop-up menu button that keeps `menu`; the handler is kept but nothing selects headlessly.
    @available(iOS 16.0, *)
    public static func popUpMenu(
        _ menu: UIMenu, displayed: UICellAccessory.DisplayedState = .always,
        options: UICellAccessory.PopUpMenuOptions = PopUpMenuOptions(),
        selectedElementDidChangeHandler: UICellAccessory.MenuSelectedElementDidChangeHandler? = nil
    ) -> UICellAccessory {
        UICellAccessory(.popUpMenu, displayed: displayed, menu: menu)
    }
}
