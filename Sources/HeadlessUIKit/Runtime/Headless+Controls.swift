// ViewLifecycle · HeadlessUIKit

extension Headless {
    /// Taps a control (a button, or any `UIControl`) in the key window, as the user's finger
    /// does, then runs until idle.
    ///
    /// The control is found by its `accessibilityIdentifier`, its `accessibilityLabel` or its
    /// title, among the views of the topmost presented controller. It gets `.touchDown`, then
    /// `.touchUpInside` and `.primaryActionTriggered` in one send, so an action registered for
    /// both runs once (a guess: UIKit's internals are not documented). A button that
    /// `changesSelectionAsPrimaryAction` toggles `isSelected` first; one with
    /// `showsMenuAsPrimaryAction` sends `.menuActionTriggered` instead (choose the item with
    /// `chooseMenuItem(_:of:)`).
    ///
    /// The SwiftUI driver's `Headless.tap(_:)` is for SwiftUI screens; this one is named apart
    /// so the two never clash when both modules are imported.
    ///
    /// - Parameter identifierOrTitle: The control's identifier, label or title.
    /// - Throws: `Headless.ControlError` naming what was searched and listing the controls.
    public static func tapControl(_ identifierOrTitle: String) throws {
        tap(control: try ControlFinder.find(identifierOrTitle, as: UIControl.self, to: "tapped"))
    }

    /// Plays `tapControl(_:)`'s tap on a control already found (the screen reader's button).
    ///
    /// - Parameter control: The control.
    package static func tap(control: UIControl) {
        ControlFinder.play {
            control.isHighlighted = true
            control.sendActions(for: .touchDown)
            control.isHighlighted = false
            if control.showsMenuAsPrimaryAction {
                control.sendActions(for: .menuActionTriggered)
                return
            }
            if let button = control as? UIButton, button.changesSelectionAsPrimaryAction {
                button.isSelected.toggle()
            }
            control.sendActions(for: [.touchUpInside, .primaryActionTriggered])
        }
    }

    /// Chooses an item of a button's menu, as the user does after opening it: the item's
    /// action runs with the button as its sender.
    ///
    /// - Parameters:
    ///   - title: The menu item's title (items of submenus included).
    ///   - identifierOrTitle: The button's identifier, label or title.
    /// - Throws: `Headless.ControlError` when the button, its menu or the item is missing.
    public static func chooseMenuItem(_ title: String, of identifierOrTitle: String) throws {
        let button = try ControlFinder.find(identifierOrTitle, as: UIButton.self, to: "opened")
        guard let menu = button.menu else {
            throw ControlError("\(ControlFinder.describe(button)) has no menu.")
        }
        let action = try enabledMenuAction(title, in: menu, named: "menu", of: ControlFinder.describe(button))
        ControlFinder.play { button.sendAction(action) }
    }

    /// The enabled action titled `title` in `menu` (submenus and deferred elements included).
    ///
    /// - Throws: `Headless.ControlError` listing the items when none has the title, or saying
    ///   the item is disabled.
    static func enabledMenuAction(
        _ title: String, in menu: UIMenu, named menuName: String, of described: String
    ) throws -> UIAction {
        let actions = menuActions(of: menu)
        guard let action = actions.first(where: { $0.title == title }) else {
            let listed = actions.map { ControlFinder.quoted($0.title) }.joined(separator: ", ")
            throw ControlError(
                "The \(menuName) of \(described) has no item \(ControlFinder.quoted(title)). "
                    + "Items: \(listed.isEmpty ? "none" : listed).")
        }
        guard !action.attributes.contains(.disabled) else {
            throw ControlError("The \(menuName) item \(ControlFinder.quoted(title)) is disabled.")
        }
        return action
    }

    private static func menuActions(of menu: UIMenu) -> [UIAction] {
        menuActions(in: menu.children)
    }

    /// The actions among `elements`, submenus' included; a deferred element is resolved, as
    /// opening the menu does.
    private static func menuActions(in elements: [UIMenuElement]) -> [UIAction] {
        elements.flatMap { element -> [UIAction] in
            if let action = element as? UIAction { return [action] }
            if let submenu = element as? UIMenu { return menuActions(of: submenu) }
            if let deferred = element as? UIDeferredMenuElement {
                return menuActions(in: deferred.resolvedElements() ?? [])
            }
            return []
        }
    }

    /// Flips a switch, as the user's tap does: `isOn` changes and `.valueChanged` is sent.
    ///
    /// - Parameter identifier: The switch's identifier or label.
    /// - Throws: `Headless.ControlError` when no enabled switch has that name.
    public static func toggleSwitch(_ identifier: String) throws {
        flip(try ControlFinder.find(identifier, as: UISwitch.self, to: "toggled"))
    }

    /// Plays `toggleSwitch(_:)`'s tap on a switch already found.
    ///
    /// - Parameter toggle: The switch.
    package static func flip(_ toggle: UISwitch) {
        ControlFinder.play {
            toggle.setOn(!toggle.isOn, animated: true)
            toggle.sendActions(for: .valueChanged)
        }
    }

    /// Chooses the segment titled `title`: it is selected, its action runs, `.valueChanged` is
    /// sent.
    ///
    /// - Parameters:
    ///   - title: The segment's title.
    ///   - identifier: The segmented control's identifier or label.
    /// - Throws: `Headless.ControlError` when the control or an enabled segment is missing.
    public static func selectSegment(_ title: String, in identifier: String) throws {
        let control = try ControlFinder.find(identifier, as: UISegmentedControl.self, to: "selected")
        let titles = (0..<control.numberOfSegments).map { control.titleForSegment(at: $0) }
        guard let index = titles.firstIndex(of: title) else {
            let listed = titles.map { ControlFinder.quoted($0 ?? "") }.joined(separator: ", ")
            throw ControlError(
                "\(ControlFinder.describe(control)) has no segment \(ControlFinder.quoted(title)). Segments: \(listed)."
            )
        }
        try selectSegment(at: index, of: control)
    }

    /// Chooses the segment at `index`: it is selected, its action runs, `.valueChanged` is sent.
    ///
    /// - Parameters:
    ///   - index: The segment's index.
    ///   - identifier: The segmented control's identifier or label.
    /// - Throws: `Headless.ControlError` when the control or an enabled segment is missing.
    public static func selectSegment(at index: Int, in identifier: String) throws {
        let control = try ControlFinder.find(identifier, as: UISegmentedControl.self, to: "selected")
        try selectSegment(at: index, of: control)
    }

    /// Plays `selectSegment(at:in:)` on a segmented control already found.
    ///
    /// - Parameters:
    ///   - index: The segment's index.
    ///   - control: The segmented control.
    /// - Throws: `Headless.ControlError` when the segment is missing or disabled.
    package static func selectSegment(at index: Int, of control: UISegmentedControl) throws {
        guard index >= 0, index < control.numberOfSegments else {
            throw ControlError(
                "\(ControlFinder.describe(control)) has \(control.numberOfSegments) segments; there is none at \(index)."
            )
        }
        guard control.isEnabledForSegment(at: index) else {
            throw ControlError("Segment \(index) of \(ControlFinder.describe(control)) is disabled.")
        }
        ControlFinder.play { control.userSelects(index) }
    }

    /// Slides a slider to `value` (clamped to its range) and sends `.valueChanged`.
    ///
    /// - Parameters:
    ///   - identifier: The slider's identifier or label.
    ///   - value: Where the thumb stops.
    /// - Throws: `Headless.ControlError` when no enabled slider has that name.
    public static func slide(_ identifier: String, to value: Float) throws {
        slide(try ControlFinder.find(identifier, as: UISlider.self, to: "slid"), to: value)
    }

    /// Plays `slide(_:to:)` on a slider already found.
    ///
    /// - Parameters:
    ///   - slider: The slider.
    ///   - value: Where the thumb stops.
    package static func slide(_ slider: UISlider, to value: Float) {
        ControlFinder.play {
            slider.setValue(value, animated: true)
            slider.sendActions(for: .valueChanged)
        }
    }

    /// Picks a date in a date picker, as a user turning its wheels or tapping its calendar:
    /// the date is kept within the picker's minimum and maximum and rounded to its minute
    /// interval, then `.valueChanged` is sent when it changed.
    ///
    /// - Parameters:
    ///   - date: The date the user picks.
    ///   - identifier: The picker's identifier or label.
    /// - Throws: `Headless.ControlError` when no enabled date picker has that name.
    public static func pickDate(_ date: Date, in identifier: String) throws {
        let picker = try ControlFinder.find(identifier, as: UIDatePicker.self, to: "picked")
        ControlFinder.play {
            let picked = picker.pickable(date)
            guard picked != picker.date else { return }
            picker.setDate(picked, animated: true)
            picker.sendActions(for: .valueChanged)
        }
    }

    /// Taps a stepper's plus button: the value grows by `stepValue` (clamped, or wrapped) and
    /// `.valueChanged` is sent when it changed.
    ///
    /// - Parameter identifier: The stepper's identifier or label.
    /// - Throws: `Headless.ControlError` when no enabled stepper has that name.
    public static func stepUp(_ identifier: String) throws {
        try step(identifier, up: true)
    }

    /// Taps a stepper's minus button; see `stepUp(_:)`.
    ///
    /// - Parameter identifier: The stepper's identifier or label.
    /// - Throws: `Headless.ControlError` when no enabled stepper has that name.
    public static func stepDown(_ identifier: String) throws {
        try step(identifier, up: false)
    }

    private static func step(_ identifier: String, up: Bool) throws {
        step(
            try ControlFinder.find(identifier, as: UIStepper.self, to: up ? "stepped up" : "stepped down"),
            up: up)
    }

    /// Plays a tap on a stepper's plus (`up`) or minus button, on a stepper already found.
    ///
    /// - Parameters:
    ///   - stepper: The stepper.
    ///   - up: Whether the plus button is tapped.
    package static func step(_ stepper: UIStepper, up: Bool) {
        ControlFinder.play {
            let next = stepper.stepped(up: up)
            guard next != stepper.value else { return }
            stepper.value = next
            stepper.sendActions(for: .valueChanged)
        }
    }

    /// Types `text` into a text field, text view or search bar, as the user does: it becomes first
    /// responder (its delegate may refuse), each character is one keystroke the delegate may
    /// refuse, and with `submit` the return key follows. A backspace, `"\u{8}"` (XCUITest's
    /// `XCUIKeyboardKey.delete`), deletes the selection or the character before the caret.
    ///
    /// - Parameters:
    ///   - text: The characters to type at the caret (the end of the text unless the code moved
    ///     it).
    ///   - identifierOrPlaceholder: The field's identifier, label or placeholder.
    ///   - submit: Whether to press return after typing.
    /// - Throws: `Headless.ControlError` when no enabled field has that name or it refuses to
    ///   begin editing.
    public static func typeText(
        _ text: String, into identifierOrPlaceholder: String, submit: Bool = false
    ) throws {
        let view = try ControlFinder.find(identifierOrPlaceholder, as: UIView.self, to: "typed into")
        if let field = view as? UITextField {
            try beginEditing(field)
            ControlFinder.play {
                for character in text {
                    if character == backspace {
                        field.userDeletesBackward()
                    } else {
                        field.userTypes(String(character))
                    }
                }
                if submit { field.userReturns() }
            }
        } else if let textView = view as? UITextView {
            try beginEditing(textView)
            ControlFinder.play {
                for character in text {
                    if character == backspace {
                        textView.userDeletesBackward()
                    } else {
                        textView.userTypes(String(character))
                    }
                }
                if submit { textView.userTypes("\n") }
            }
        } else if let searchBar = view as? UISearchBar {
            try beginEditing(searchBar)
            ControlFinder.play {
                for character in text {
                    if character == backspace {
                        searchBar.userDeletesBackward()
                    } else {
                        searchBar.userTypes(String(character))
                    }
                }
                if submit { searchBar.userSearches() }
            }
        } else {
            throw ControlError(
                "\(ControlFinder.describe(view)) cannot be typed into: it is not a text field, text view "
                    + "or search bar.")
        }
    }

    /// The keyboard's delete key, as XCUITest types it (`XCUIKeyboardKey.delete.rawValue`).
    private static let backspace: Character = "\u{8}"

    private static func beginEditing(_ view: UIView) throws {
        var began = false
        HeadlessJobs.followingVirtualTime { began = view.becomeFirstResponder() }
        guard began else {
            throw ControlError("\(ControlFinder.describe(view)) refused to begin editing.")
        }
    }

    /// Pulls a refresh control down, as the user does: refreshing starts and `.valueChanged` is
    /// sent (nothing happens while it is already refreshing).
    ///
    /// - Parameter refreshControl: The refresh control.
    public static func pullToRefresh(_ refreshControl: UIRefreshControl) {
        ControlFinder.play { refreshControl.userPulls() }
    }
}
