// ViewLifecycle · HeadlessSwiftUI

/// A control that toggles between on and off states.
///
/// The label is a child; on screen `Toggle "label": on|off`, which a tap flips through the
/// latest binding.
public struct Toggle<Label>: View where Label: View {
    package let isOn: Binding<Bool>
    let label: Label

    /// Creates a toggle that displays a custom label.
    ///
    /// - Parameters:
    ///   - isOn: A binding to a property that determines whether the toggle is on or off.
    ///   - label: A view that describes the purpose of the toggle.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// The body of a primitive view.
    public typealias Body = Never
}

extension Toggle: PrimitiveView {
    /// The label, or the body a custom style in the environment builds around it (with the
    /// built-in style below that body, so a `Toggle` it makes does not recurse).
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        guard let makeBody = node.environment[ToggleStyleKey.self] else {
            list.append(.content, label)
            return
        }
        let configuration = ToggleStyleConfiguration(
            label: .init(content: label), isOn: isOn, isMixed: false)
        list.append(.content, makeBody(configuration).modifier(_ToggleStyleModifier(makeBody: nil)))
    }
}

extension Toggle where Label == Text {
    /// Creates a toggle that generates its label from a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the toggle's localized title.
    ///   - isOn: A binding to a property that indicates whether the toggle is on or off.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// Creates a toggle that generates its label from a string.
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of the toggle.
    ///   - isOn: A binding to a property that indicates whether the toggle is on or off.
    @_disfavoredOverload
    public init<S>(_ title: S, isOn: Binding<Bool>) where S: StringProtocol {
        self.init(isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == HeadlessSwiftUI.Label<Text, Image> {
    /// Creates a toggle with a system image and a title from a localized string key.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the toggle's localized title.
    ///   - systemImage: The name of the image resource to lookup.
    ///   - isOn: A binding to a property that indicates whether the toggle is on or off.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { HeadlessSwiftUI.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a toggle with a system image and a title from a string.
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of the toggle.
    ///   - systemImage: The name of the image resource to lookup.
    ///   - isOn: A binding to a property that indicates whether the toggle is on or off.
    @_disfavoredOverload
    public init<S>(_ title: S, systemImage: String, isOn: Binding<Bool>) where S: StringProtocol {
        self.init(isOn: isOn) { HeadlessSwiftUI.Label(title, systemImage: systemImage) }
    }
}
