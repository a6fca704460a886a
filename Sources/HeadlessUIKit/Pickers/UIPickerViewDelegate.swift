// ViewLifecycle · HeadlessUIKit

/// The object that gives a picker view's rows their titles or views and sizes, and is told when
/// the user selects a row. Optional members have UIKit's defaults in the extension
/// (`Docs/HeadlessUIKit.md`, "Optional delegate methods without Objective-C").
@MainActor @preconcurrency
public protocol UIPickerViewDelegate: NSObjectProtocol {
    /// The width of `component`; unless implemented, the picker's width shared equally.
    ///
    /// - Parameters:
    ///   - pickerView: The picker view.
    ///   - component: The component.
    /// - Returns: The width.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat

    /// The height of the rows of `component`; unless implemented, UIKit's 32 points.
    ///
    /// - Parameters:
    ///   - pickerView: The picker view.
    ///   - component: The component.
    /// - Returns: The row height.
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat

    /// The title of a row, or `nil` for none.
    ///
    /// - Parameters:
    ///   - pickerView: The picker view.
    ///   - row: The row.
    ///   - component: Its component.
    /// - Returns: The title.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?

    /// The styled title of a row, favoured over the plain title; `nil` for none.
    ///
    /// - Parameters:
    ///   - pickerView: The picker view.
    ///   - row: The row.
    ///   - component: Its component.
    /// - Returns: The styled title.
    func pickerView(
        _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
    ) -> NSAttributedString?

    /// The view that shows a row; unless implemented, a label with the row's title.
    ///
    /// - Parameters:
    ///   - pickerView: The picker view.
    ///   - row: The row.
    ///   - component: Its component.
    ///   - view: A view that showed another row, to reuse, or `nil`.
    /// - Returns: The row's view.
    func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView

    /// Called after the user's spin selected a row (not after `selectRow(_:inComponent:animated:)`).
    ///
    /// - Parameters:
    ///   - pickerView: The picker view.
    ///   - row: The selected row.
    ///   - component: Its component.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    /// A marker the picker replaces by its own width; optional in UIKit.
    ///
    /// - Parameters:
    ///   - pickerView: The picker view.
    ///   - component: The component.
    /// - Returns: A marker for "not implemented".
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        UIPickerView.unimplementedDimension
    }

    /// A marker the picker replaces by its own row height; optional in UIKit.
    ///
    /// - Parameters:
    ///   - pickerView: The picker view.
    ///   - component: The component.
    /// - Returns: A marker for "not implemented".
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        UIPickerView.unimplementedDimension
    }

    /// No title; optional in UIKit.
    ///
    /// - Parameters:
    ///   - pickerView: The picker view.
    ///   - row: The row.
    ///   - component: Its component.
    /// - Returns: `nil`.
    public func pickerView(
        _ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int
    ) -> String? {
        nil
    }

    /// No styled title; optional in UIKit.
    ///
    /// - Parameters:
    ///   - pickerView: The picker view.
    ///   - row: The row.
    ///   - component: Its component.
    /// - Returns: `nil`.
    public func pickerView(
        _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
    ) -> NSAttributedString? {
        nil
    }

    /// A label with the row's title, reusing `view` when it is a label; optional in UIKit, whose
    /// picker then draws the title itself.
    ///
    /// - Parameters:
    ///   - pickerView: The picker view.
    ///   - row: The row.
    ///   - component: Its component.
    ///   - view: A view to reuse, or `nil`.
    /// - Returns: The label.
    public func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView {
        let label = view as? UILabel ?? UILabel()
        label.text = pickerView.title(forRow: row, forComponent: component)
        return label
    }

    /// Does nothing; optional in UIKit.
    ///
    /// - Parameters:
    ///   - pickerView: The picker view.
    ///   - row: The row.
    ///   - component: Its component.
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
