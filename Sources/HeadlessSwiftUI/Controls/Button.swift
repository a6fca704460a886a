// ViewLifecycle · HeadlessSwiftUI

/// A control that initiates an action.
///
/// The label is a child of the button (it keeps identity and state, and gets `onAppear`); the
/// screen snapshot shows one `Button` element labelled by the label's elements, which
/// `Headless.tap(_:)` taps, running the latest `action`.
public struct Button<Label>: View where Label: View {
    package let role: ButtonRole?
    package let action: () -> Void
    let label: Label

    /// Creates a button that displays a custom label.
    ///
    /// - Parameters:
    ///   - action: The action to perform when the user triggers the button.
    ///   - label: A view that describes the purpose of the button's `action`.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// Creates a button with a specified role that displays a custom label.
    ///
    /// - Parameters:
    ///   - role: An optional semantic role that describes the button.
    ///   - action: The action to perform when the user interacts with the button.
    ///   - label: A view that describes the purpose of the button's `action`.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }

    /// The body of a primitive view.
    public typealias Body = Never
}

extension Button: PrimitiveView {
    /// The label, or the body a custom style in the environment builds around it; below that
    /// body the style is the automatic one again, so a `Button` the body makes does not recurse
    /// (guess).
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        switch node.environment[ButtonStyleKey.self] {
        case .builtin:
            list.append(.content, label)
        case .custom(let makeBody):
            let configuration = ButtonStyleConfiguration(
                role: role, label: .init(content: label), isPressed: false)
            list.append(
                .content, makeBody(configuration).modifier(_ButtonStyleModifier(style: .builtin("automatic")))
            )
        case .primitive(let makeBody):
            let configuration = PrimitiveButtonStyleConfiguration(
                role: role, label: .init(content: label), action: action)
            list.append(
                .content, makeBody(configuration).modifier(_ButtonStyleModifier(style: .builtin("automatic")))
            )
        }
    }
}
