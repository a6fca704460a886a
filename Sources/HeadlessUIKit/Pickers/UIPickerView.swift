// ViewLifecycle · HeadlessUIKit

/// A view of spinning wheels (components) of rows, one row selected in each. Its data source
/// gives the counts, its delegate the titles, views and sizes. Selecting a row in code
/// (`selectRow(_:inComponent:animated:)`) tells the delegate nothing, as on a device; a user's
/// spin (`Headless.selectRow(_:inComponent:of:)`) tells it `didSelectRow`.
@MainActor @preconcurrency
open class UIPickerView: UIView {
    /// What the default implementations of the delegate's size methods answer, so the picker
    /// knows to use its own sizes without Objective-C's `respondsToSelector:`.
    static let unimplementedDimension: CGFloat = -0x1p60

    /// UIKit's row height when the delegate gives none.
    static let defaultRowHeight: CGFloat = 32

    /// The object that gives the components and their row counts, held weakly.
    open weak var dataSource: (any UIPickerViewDataSource)?

    /// The object that gives titles, views and sizes and is told of the user's selections,
    /// held weakly.
    open weak var delegate: (any UIPickerViewDelegate)?

    /// The row chosen in each component, by component; a component not in it has its first row.
    private var chosenRows: [Int: Int] = [:]

    /// The views made for rows, by component and row, kept until the component is reloaded.
    private var rowViews: [Int: [Int: UIView]] = [:]

    /// The number of components, as the data source tells it; 0 without one.
    open var numberOfComponents: Int {
        dataSource?.numberOfComponents(in: self) ?? 0
    }

    /// The number of rows of `component`; 0 for a component that does not exist.
    ///
    /// - Parameter component: The component.
    /// - Returns: The row count.
    open func numberOfRows(inComponent component: Int) -> Int {
        guard let dataSource, (0..<numberOfComponents).contains(component) else { return 0 }
        return max(0, dataSource.pickerView(self, numberOfRowsInComponent: component))
    }

    /// The size of a row of `component`: the delegate's width and height, else the picker's
    /// width shared equally among the components and 32 points.
    ///
    /// - Parameter component: The component.
    /// - Returns: The row size.
    open func rowSize(forComponent component: Int) -> CGSize {
        var width = delegate?.pickerView(self, widthForComponent: component) ?? Self.unimplementedDimension
        if width == Self.unimplementedDimension {
            width = bounds.width / CGFloat(max(1, numberOfComponents))
        }
        var height =
            delegate?.pickerView(self, rowHeightForComponent: component) ?? Self.unimplementedDimension
        if height == Self.unimplementedDimension { height = Self.defaultRowHeight }
        return CGSize(width: width, height: height)
    }

    /// The view that shows a row, made by the delegate the first time it is asked for and kept
    /// until the component is reloaded; `nil` for a row that does not exist or without a
    /// delegate. Every row counts as shown here, as nothing is drawn.
    ///
    /// - Parameters:
    ///   - row: The row.
    ///   - component: Its component.
    /// - Returns: The row's view.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        guard let delegate, (0..<numberOfRows(inComponent: component)).contains(row) else { return nil }
        if let view = rowViews[component]?[row] { return view }
        let view = delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: nil)
        rowViews[component, default: [:]][row] = view
        return view
    }

    /// Forgets every component's row views and keeps each selection within its rows.
    open func reloadAllComponents() {
        rowViews = [:]
        for component in chosenRows.keys { keepSelectionInRange(component) }
    }

    /// Forgets the row views of `component` and keeps its selection within its rows.
    ///
    /// - Parameter component: The component.
    open func reloadComponent(_ component: Int) {
        rowViews[component] = nil
        keepSelectionInRange(component)
    }

    /// Selects `row` in `component` without telling the delegate, as UIKit does; a row past
    /// the ends selects the nearest one, and a component without rows is left alone.
    ///
    /// - Parameters:
    ///   - row: The row.
    ///   - component: Its component.
    ///   - animated: Whether the wheel spins to it (nothing is drawn).
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        let rows = numberOfRows(inComponent: component)
        guard rows > 0 else { return }
        chosenRows[component] = min(max(0, row), rows - 1)
    }

    /// The selected row of `component`, or -1 when it has no rows.
    ///
    /// - Parameter component: The component.
    /// - Returns: The row.
    open func selectedRow(inComponent component: Int) -> Int {
        let rows = numberOfRows(inComponent: component)
        guard rows > 0 else { return -1 }
        return min(chosenRows[component] ?? 0, rows - 1)
    }

    /// The title the user reads on a row: the delegate's styled title's text, else its title.
    func title(forRow row: Int, forComponent component: Int) -> String? {
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            return attributed.string
        }
        return delegate?.pickerView(self, titleForRow: row, forComponent: component)
    }

    /// A user's spin that comes to rest on `row`: the row is selected, then the delegate told.
    func userSelects(_ row: Int, inComponent component: Int) {
        chosenRows[component] = row
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }

    /// Moves the selection of `component` onto its last row when the rows shrank below it.
    private func keepSelectionInRange(_ component: Int) {
        guard let chosen = chosenRows[component] else { return }
        let rows = numberOfRows(inComponent: component)
        chosenRows[component] = rows > 0 ? min(chosen, rows - 1) : nil
    }
}
