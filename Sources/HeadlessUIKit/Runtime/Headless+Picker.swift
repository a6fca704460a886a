// ViewLifecycle · HeadlessUIKit

extension Headless {
    /// Spins a wheel of a picker view to `row` as the user does: the row is selected, then the
    /// delegate's `pickerView(_:didSelectRow:inComponent:)` is called (which selecting in code
    /// does not do). Runs until idle.
    ///
    /// - Parameters:
    ///   - row: The row to land on.
    ///   - component: The wheel.
    ///   - pickerView: The picker view.
    /// - Throws: `Headless.ControlError` when the picker has no such component or row.
    public static func selectRow(_ row: Int, inComponent component: Int, of pickerView: UIPickerView) throws {
        let components = pickerView.numberOfComponents
        guard (0..<components).contains(component) else {
            throw ControlError(
                "The picker view has no component \(component): it has \(components). "
                    + "Set its dataSource and answer numberOfComponents(in:).")
        }
        let rows = pickerView.numberOfRows(inComponent: component)
        guard (0..<rows).contains(row) else {
            throw ControlError(
                "Component \(component) of the picker view has no row \(row): it has \(rows) rows.")
        }
        ControlFinder.play { pickerView.userSelects(row, inComponent: component) }
    }
}
