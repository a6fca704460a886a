// ViewLifecycle · HeadlessTesting

import Foundation

// A label held in a `String` variable, wherever the driver takes a locator: a string literal
// already converts to `Headless.Locator`, a variable does not, so each call taking a locator has
// a twin taking the label. Each does what its twin does with `.label(label)`.
extension Headless {
    /// Taps the element labelled `label`, as `tap(_:)` with `.label(label)` does.
    ///
    /// - Parameter label: The element's label.
    /// - Throws: `Headless.DriverError`, as `tap(_:)` does.
    public static func tap(_ label: String) throws {
        try tap(.label(label))
    }

    /// Types `text` into the field labelled `label`, as `type(_:into:submit:)` does.
    ///
    /// - Parameters:
    ///   - text: The field's new text.
    ///   - label: The field's label or prompt.
    ///   - submit: Whether to press return after typing.
    /// - Throws: `Headless.DriverError`, as `type(_:into:submit:)` does.
    public static func type(_ text: String, into label: String, submit: Bool = false) throws {
        try type(text, into: .label(label), submit: submit)
    }

    /// Presses return in the field labelled `label`, as `submit(_:)` does.
    ///
    /// - Parameter label: The field's label or prompt.
    /// - Throws: `Headless.DriverError`, as `submit(_:)` does.
    public static func submit(_ label: String) throws {
        try submit(.label(label))
    }

    /// Sets the value of the slider or stepper labelled `label`, as `setValue(_:of:)` does.
    ///
    /// - Parameters:
    ///   - value: The value to set.
    ///   - label: The control's label.
    /// - Throws: `Headless.DriverError`, as `setValue(_:of:)` does.
    public static func setValue(_ value: Double, of label: String) throws {
        try setValue(value, of: .label(label))
    }

    /// Increments the control labelled `label` by one step, as `increment(_:)` does.
    ///
    /// - Parameter label: The control's label.
    /// - Throws: `Headless.DriverError`, as `increment(_:)` does.
    public static func increment(_ label: String) throws {
        try increment(.label(label))
    }

    /// Decrements the control labelled `label` by one step, as `decrement(_:)` does.
    ///
    /// - Parameter label: The control's label.
    /// - Throws: `Headless.DriverError`, as `decrement(_:)` does.
    public static func decrement(_ label: String) throws {
        try decrement(.label(label))
    }

    /// Chooses `option` in the picker or menu labelled `label`, as `select(_:in:)` does.
    ///
    /// - Parameters:
    ///   - option: The option's label.
    ///   - label: The picker's or menu's label.
    /// - Throws: `Headless.DriverError`, as `select(_:in:)` does.
    public static func select(_ option: String, in label: String) throws {
        try select(option, in: .label(label))
    }

    /// Sets the date of the date picker labelled `label`, as `select(_:in:)` does.
    ///
    /// - Parameters:
    ///   - date: The date to choose.
    ///   - label: The picker's label.
    /// - Throws: `Headless.DriverError`, as `select(_:in:)` does.
    public static func select(_ date: Date, in label: String) throws {
        try select(date, in: .label(label))
    }

    /// Chooses `color` in the color picker labelled `label`, as `select(_:in:)` does.
    ///
    /// - Parameters:
    ///   - color: The color to choose.
    ///   - label: The picker's label.
    /// - Throws: `Headless.DriverError`, as `select(_:in:)` does.
    public static func select(_ color: Color, in label: String) throws {
        try select(color, in: .label(label))
    }

    /// Performs the accessibility action `name` of the element labelled `label`, as
    /// `performAccessibilityAction(named:on:)` does.
    ///
    /// - Parameters:
    ///   - name: The action's name.
    ///   - label: The element's label.
    /// - Throws: `Headless.DriverError`, as `performAccessibilityAction(named:on:)` does.
    public static func performAccessibilityAction(named name: String, on label: String) throws {
        try performAccessibilityAction(named: name, on: .label(label))
    }

    /// Returns the one element labelled `label`, as `find(_:)` does.
    ///
    /// - Parameter label: The element's label.
    /// - Returns: The element.
    /// - Throws: `Headless.DriverError`, as `find(_:)` does.
    public static func find(_ label: String) throws -> Element {
        try find(.label(label))
    }

    /// Returns every element labelled `label`, as `findAll(_:)` does.
    ///
    /// - Parameter label: The elements' label.
    /// - Returns: The elements.
    public static func findAll(_ label: String) -> [Element] {
        findAll(.label(label))
    }

    /// Returns whether an element labelled `label` is on screen, as `exists(_:)` does.
    ///
    /// - Parameter label: The element's label.
    /// - Returns: `true` when at least one element matches.
    public static func exists(_ label: String) -> Bool {
        exists(.label(label))
    }
}
