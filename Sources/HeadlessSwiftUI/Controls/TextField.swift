// ViewLifecycle · HeadlessSwiftUI

/// A control that displays an editable text interface.
///
/// The label is a child; on screen `TextField "label": "text"` (labelled by its prompt when the
/// label is empty), which `Headless.type(_:into:)` replaces through the latest binding.
public struct TextField<Label>: View where Label: View {
    package let text: Binding<String>
    package let prompt: Text?
    let axis: Axis
    package let onCommit: () -> Void
    let label: Label

    init(
        text: Binding<String>, prompt: Text?, axis: Axis = .horizontal, onCommit: @escaping () -> Void = {},
        label: Label
    ) {
        self.text = text
        self.prompt = prompt
        self.axis = axis
        self.onCommit = onCommit
        self.label = label
    }

    /// Creates a text field with a prompt, growing along `axis`, with a custom label.
    ///
    /// - Parameters:
    ///   - text: The text to display and edit.
    ///   - prompt: A `Text` representing the prompt of the text field.
    ///   - axis: The axis in which to scroll text when it doesn't fit in the available space.
    ///   - label: A view that describes the purpose of the text field.
    public init(
        text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label
    ) {
        self.init(text: text, prompt: prompt, axis: axis, label: label())
    }

    /// Creates a text field with a prompt and a custom label.
    ///
    /// - Parameters:
    ///   - text: The text to display and edit.
    ///   - prompt: A `Text` representing the prompt of the text field.
    ///   - label: A view that describes the purpose of the text field.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label())
    }

    /// Creates a text field that applies a format style to a bound optional value.
    ///
    /// Typing parses the text with the style's parse strategy; text that does not parse leaves
    /// the value as it was, and an empty text sets `nil`.
    ///
    /// - Parameters:
    ///   - value: The underlying value to edit.
    ///   - format: A format style used to convert between the value and its text.
    ///   - prompt: A `Text` which provides users with guidance on what to type.
    ///   - label: A view builder that produces a label for the text field.
    public init<F>(
        value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F: ParseableFormatStyle, F.FormatOutput == String {
        self.init(text: FormattedText.binding(value, format), prompt: prompt, label: label())
    }

    /// Creates a text field that applies a format style to a bound value.
    ///
    /// Typing parses the text with the style's parse strategy; text that does not parse leaves
    /// the value as it was.
    ///
    /// - Parameters:
    ///   - value: The underlying value to edit.
    ///   - format: A format style used to convert between the value and its text.
    ///   - prompt: A `Text` which provides users with guidance on what to type.
    ///   - label: A view builder that produces a label for the text field.
    public init<F>(
        value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F: ParseableFormatStyle, F.FormatOutput == String {
        self.init(text: FormattedText.binding(value, format), prompt: prompt, label: label())
    }

    /// The body of a primitive view.
    public typealias Body = Never
}

extension TextField: PrimitiveView {
    /// The label, or the body a custom style in the environment builds around this field with its
    /// label type-erased (with the built-in style below that body, so the field it holds shows as
    /// a plain field and does not recurse).
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        guard let makeBody = node.environment[TextFieldStyleKey.self] else {
            list.append(.content, label)
            return
        }
        let configuration = TextField<_TextFieldStyleLabel>(
            text: text, prompt: prompt, axis: axis, onCommit: onCommit,
            label: _TextFieldStyleLabel(content: label))
        list.append(.content, makeBody(configuration).modifier(_TextFieldStyleModifier(makeBody: nil)))
    }
}
