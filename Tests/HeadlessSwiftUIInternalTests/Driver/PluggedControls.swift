// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

// Controls and modifiers plugged into the snapshot and the driver the way the real ones are:
// each stores what it was given and conforms to ScreenElementSource.

/// A switch: a leaf holding its binding; a tap flips it.
struct PluggedSwitch: View, ScreenElementSource {
    typealias Body = Never
    let title: String
    @Binding var isOn: Bool

    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        let isOn = $isOn
        return [
            ScreenElement(
                role: .toggle, label: title, value: .state(isOn.wrappedValue ? "on" : "off"),
                actions: ScreenActions(tap: { isOn.wrappedValue.toggle() }))
        ]
    }
}

/// A text field: typing replaces its text; return runs its submit action.
struct PluggedField: View, ScreenElementSource {
    typealias Body = Never
    let title: String
    @Binding var text: String
    let onSubmit: () -> Void

    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        let text = $text
        return [
            ScreenElement(
                role: .textField, label: title, value: .text(text.wrappedValue),
                actions: ScreenActions(setText: { text.wrappedValue = $0 }, submit: onSubmit))
        ]
    }
}

/// A picker over strings: one option per string.
struct PluggedPicker: View, ScreenElementSource {
    typealias Body = Never
    let title: String
    let options: [String]
    @Binding var selection: String

    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        let selection = $selection
        let options = options.map { option in ScreenOption(label: option) { selection.wrappedValue = option }
        }
        return [
            ScreenElement(
                role: .picker, label: title, value: .text(selection.wrappedValue),
                actions: ScreenActions(options: options))
        ]
    }
}

/// A stepper-like slider from 0 to 10 in steps of 1.
struct PluggedSlider: View, ScreenElementSource {
    typealias Body = Never
    let title: String
    @Binding var value: Double

    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        let value = $value
        return [
            ScreenElement(
                role: .slider, label: title, value: .state("\(value.wrappedValue)"),
                actions: ScreenActions(
                    setNumber: { value.wrappedValue = min(max($0, 0), 10) },
                    increment: { value.wrappedValue = min(value.wrappedValue + 1, 10) },
                    decrement: { value.wrappedValue = max(value.wrappedValue - 1, 0) }))
        ]
    }
}

/// A button whose label is a child view (its onAppear and state work), read into its label.
struct PluggedButton<Label: View>: View, PrimitiveView, ScreenElementSource {
    typealias Body = Never
    let action: () -> Void
    let label: Label

    init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        list.append(.content, label)
    }

    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        [
            ScreenElement(
                role: .button, label: ScreenElement.combinedLabel(of: content),
                actions: ScreenActions(tap: action))
        ]
    }
}

/// `accessibilityElement(children: .combine)`.
struct PluggedCombine: ViewModifier, PrimitiveModifier, ScreenElementSource {
    typealias Body = Never

    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        [ScreenElement.combining(content)]
    }
}

/// `accessibilityLabel(_:)` and `accessibilityIdentifier(_:)` in one: each element of the
/// content gets them.
struct PluggedAccessibility: ViewModifier, PrimitiveModifier, ScreenElementSource {
    typealias Body = Never
    let label: String
    let identifier: String

    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        content.map { element in
            var element = element
            element.label = label
            element.identifier = identifier
            return element
        }
    }
}

/// `navigationTitle(_:)` and one toolbar button: elements placed in the navigation bar.
struct PluggedNavigationChrome: ViewModifier, PrimitiveModifier, ScreenElementSource {
    typealias Body = Never
    let title: String
    let button: String
    let action: () -> Void

    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        content + [
            ScreenElement(role: .navigationTitle, label: title, placement: .navigationBar),
            ScreenElement(
                role: .button, label: button, placement: .navigationBar, actions: ScreenActions(tap: action)),
        ]
    }
}

/// `searchable(text:)`: a search field before the content.
struct PluggedSearchable: ViewModifier, PrimitiveModifier, ScreenElementSource {
    typealias Body = Never
    @Binding var text: String

    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        let text = $text
        let field = ScreenElement(
            role: .searchField, label: "Search", value: .text(text.wrappedValue),
            actions: ScreenActions(
                setText: { text.wrappedValue = $0 }, submit: { log("search \(text.wrappedValue)") }))
        return [field] + content
    }
}

/// `refreshable(action:)`: a container of the content that takes a pull.
struct PluggedRefreshable: ViewModifier, PrimitiveModifier, ScreenElementSource {
    typealias Body = Never
    let action: @Sendable () async -> Void

    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        [
            ScreenElement(
                role: .refreshable, label: "", actions: ScreenActions(refresh: action), children: content)
        ]
    }
}
