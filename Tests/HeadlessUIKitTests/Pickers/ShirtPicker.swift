// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit

/// A picker's data source and delegate with two wheels, sizes and colours, that logs the
/// user's selections; `sizes` can shrink to test reloads.
@MainActor final class ShirtPicker: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    var sizes = ["S", "M", "L"]
    let colours = ["Red", "Blue"]

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? sizes.count : colours.count
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    {
        component == 0 ? sizes[row] : colours[row]
    }

    func pickerView(
        _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
    ) -> NSAttributedString? {
        component == 1 ? NSAttributedString(string: colours[row].uppercased()) : nil
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        component == 0 ? 60 : 200
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        Log.shared.append("didSelectRow \(row) inComponent \(component)")
    }
}
