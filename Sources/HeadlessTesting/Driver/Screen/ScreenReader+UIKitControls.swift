// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension ScreenReader {
    /// The element a UIKit control shows, as VoiceOver meets it, or `nil` for a view that is not
    /// one: a button, switch, slider, stepper, segmented control, text field, picker view or
    /// progress view, and any other control as a button. Its label is its `accessibilityLabel`, else what it shows (a button's title,
    /// a field's placeholder); its actions play `Headless`'s UIKit gestures on it.
    static func controlElement(of view: UIView) -> ScreenElement? {
        var element: ScreenElement
        switch view {
        case let button as UIButton:
            element = ScreenElement(
                role: .button, label: button.currentTitle ?? button.configuration?.title ?? "",
                isSelected: button.isSelected, actions: ScreenActions(tap: { Headless.tap(control: button) }))
        case let toggle as UISwitch:
            element = ScreenElement(
                role: .toggle, label: "", value: .state(toggle.isOn ? "on" : "off"),
                actions: ScreenActions(tap: { Headless.flip(toggle) }))
        case let slider as UISlider:
            element = ScreenElement(
                role: .slider, label: "", value: .state("\(slider.value)"),
                actions: ScreenActions(setNumber: { Headless.slide(slider, to: Float($0)) }))
        case let stepper as UIStepper:
            element = ScreenElement(
                role: .stepper, label: "", value: .state("\(stepper.value)"),
                actions: ScreenActions(
                    increment: { Headless.step(stepper, up: true) },
                    decrement: { Headless.step(stepper, up: false) }))
        case let segments as UISegmentedControl:
            element = segmentedElement(segments)
        case let field as UITextField:
            element = ScreenElement(
                role: field.isSecureTextEntry ? .secureField : .textField, label: field.placeholder ?? "",
                value: field.isSecureTextEntry ? nil : .text(field.text ?? ""))
        case let picker as UIPickerView:
            element = pickerElement(picker)
        case let progress as UIProgressView:
            element = ScreenElement(
                role: .progress, label: "", value: .state("\(Int((progress.progress * 100).rounded()))%"))
        case let control as UIControl:  // another control (a subclass of the app's own): tappable
            element = ScreenElement(
                role: .button, label: "", actions: ScreenActions(tap: { Headless.tap(control: control) }))
        default:
            return nil
        }
        if let label = view.accessibilityLabel { element.label = label }
        element.identifier = view.accessibilityIdentifier
        element.isEnabled = (view as? UIControl)?.isEnabled ?? true
        return element
    }

    /// A segmented control as a picker: the selected segment's title as its value, each enabled
    /// segment an option.
    private static func segmentedElement(_ control: UISegmentedControl) -> ScreenElement {
        let titles = (0..<control.numberOfSegments).map { control.titleForSegment(at: $0) ?? "" }
        let selected = control.selectedSegmentIndex
        let options = titles.indices.filter(control.isEnabledForSegment(at:)).map { index in
            ScreenOption(
                label: titles[index], choose: { try? Headless.selectSegment(at: index, of: control) })
        }
        return ScreenElement(
            role: .picker, label: "",
            value: titles.indices.contains(selected) ? .text(titles[selected]) : nil,
            actions: ScreenActions(options: options))
    }

    /// A picker view: the selected row of each component, by the delegate's title (or the row's
    /// number where it gives none), joined with ", ".
    private static func pickerElement(_ picker: UIPickerView) -> ScreenElement {
        let chosen = (0..<picker.numberOfComponents).map { component in
            let row = picker.selectedRow(inComponent: component)
            return picker.delegate?.pickerView(picker, titleForRow: row, forComponent: component) ?? "\(row)"
        }
        return ScreenElement(role: .picker, label: "", value: .text(chosen.joined(separator: ", ")))
    }
}
