// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit

/// A screen of every everyday control, each with an identifier and an action that logs what
/// the user did, as an app's form would.
final class ControlScreen: UIViewController, UITextFieldDelegate {
    let save = UIButton(type: .system)
    let wifi = UISwitch()
    let sort = UISegmentedControl(items: ["Name", "Date"])
    let volume = UISlider()
    let count = UIStepper()
    let name = UITextField()
    let notes = UITextView()
    let stack = UIStackView()
    var refusesBeginEditing = false

    override func viewDidLoad() {
        super.viewDidLoad()
        save.setTitle("Save", for: .normal)
        save.accessibilityIdentifier = "save"
        save.addAction(UIAction { _ in Log.shared.append("save tapped") }, for: .touchUpInside)
        wifi.accessibilityIdentifier = "wifi"
        wifi.addAction(
            UIAction { [unowned self] _ in Log.shared.append("wifi \(wifi.isOn)") }, for: .valueChanged)
        sort.accessibilityIdentifier = "sort"
        sort.selectedSegmentIndex = 0
        sort.addAction(
            UIAction { [unowned self] _ in Log.shared.append("sort \(sort.selectedSegmentIndex)") },
            for: .valueChanged)
        volume.accessibilityIdentifier = "volume"
        volume.addAction(
            UIAction { [unowned self] _ in Log.shared.append("volume \(volume.value)") }, for: .valueChanged)
        count.accessibilityIdentifier = "count"
        count.maximumValue = 2
        count.addAction(
            UIAction { [unowned self] _ in Log.shared.append("count \(count.value)") }, for: .valueChanged)
        name.placeholder = "Name"
        name.delegate = self
        name.addAction(
            UIAction { [unowned self] _ in Log.shared.append("name changed \(name.text ?? "")") },
            for: .editingChanged)
        name.addAction(UIAction { _ in Log.shared.append("name editingDidBegin") }, for: .editingDidBegin)
        name.addAction(UIAction { _ in Log.shared.append("name editingDidEnd") }, for: .editingDidEnd)
        notes.accessibilityIdentifier = "notes"
        stack.axis = .vertical
        stack.spacing = 8
        for control in [save, wifi, sort, volume, count, name, notes] as [UIView] {
            stack.addArrangedSubview(control)
        }
        view.addSubview(stack)
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        Log.shared.append("delegate shouldBeginEditing")
        return !refusesBeginEditing
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        Log.shared.append("delegate didBeginEditing")
    }

    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        Log.shared.append("delegate shouldChange \(range.location) \(string)")
        return string != "!"
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        Log.shared.append("delegate shouldReturn")
        textField.resignFirstResponder()
        return true
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        Log.shared.append("delegate shouldEndEditing")
        return true
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        Log.shared.append("delegate didEndEditing")
    }
}
