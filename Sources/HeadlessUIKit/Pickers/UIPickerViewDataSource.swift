// ViewLifecycle · HeadlessUIKit

/// The object that tells a picker view its components (wheels) and how many rows each has.
@MainActor @preconcurrency
public protocol UIPickerViewDataSource: NSObjectProtocol {
    /// The number of components (wheels).
    ///
    /// - Parameter pickerView: The picker view.
    /// - Returns: The component count.
    func numberOfComponents(in pickerView: UIPickerView) -> Int

    /// The number of rows of `component`.
    ///
    /// - Parameters:
    ///   - pickerView: The picker view.
    ///   - component: The component.
    /// - Returns: The row count.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
