// ViewLifecycle · HeadlessSwiftUI

/// A control into which the user securely enters private text.
///
/// The label is a child; on screen `SecureField "label"` with no value (the text is not read
/// out), which `Headless.type(_:into:)` replaces through the latest binding.
public struct SecureField<Label>: View where Label: View {
    package let text: Binding<String>
    package let prompt: Text?
    /// What return runs before the `onSubmit` actions above (the deprecated `onCommit:` forms).
    package var _onCommit: () -> Void = {}
    let label: Label

    /// Creates a secure field with a prompt and a custom label.
    ///
    /// - Parameters:
    ///   - text: The text to display and edit.
    ///   - prompt: A `Text` representing the prompt of the secure field.
    ///   - label: A view that describes the purpose of the secure field.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.label = label()
    }

    /// The body of a primitive view.
    public typealias Body = Never
}

extension SecureField: PrimitiveView {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        list.append(.content, label)
    }
}

extension SecureField where Label == Text {
    /// Creates a secure field with a label generated from a localized title string.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the secure field's localized title.
    ///   - text: The text to display and edit.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text) { Text(titleKey) }
    }

    /// Creates a secure field with a label generated from a title string.
    ///
    /// - Parameters:
    ///   - title: The title of the secure field.
    ///   - text: The text to display and edit.
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {
        self.init(text: text) { Text(title) }
    }

    /// Creates a secure field with a prompt and a label from a localized title string.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the secure field's localized title.
    ///   - text: The text to display and edit.
    ///   - prompt: A `Text` representing the prompt of the secure field.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    /// Creates a secure field with a prompt and a label from a title string.
    ///
    /// - Parameters:
    ///   - title: The title of the secure field.
    ///   - text: The text to display and edit.
    ///   - prompt: A `Text` representing the prompt of the secure field.
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>, prompt: Text?) where S: StringProtocol {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
}
