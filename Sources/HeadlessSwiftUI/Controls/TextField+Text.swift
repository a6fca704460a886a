// ViewLifecycle · HeadlessSwiftUI

extension TextField where Label == Text {
    /// Creates a text field with a text label generated from a localized title string.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the localized title of the text field.
    ///   - text: The text to display and edit.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil, label: Text(titleKey))
    }

    /// Creates a text field with a text label generated from a title string.
    ///
    /// - Parameters:
    ///   - title: The title of the text view.
    ///   - text: The text to display and edit.
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {
        self.init(text: text, prompt: nil, label: Text(title))
    }

    /// Creates a text field with a prompt and a label from a localized title string.
    ///
    /// - Parameters:
    ///   - titleKey: The title of the text field.
    ///   - text: The text to display and edit.
    ///   - prompt: A `Text` representing the prompt of the text field.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt, label: Text(titleKey))
    }

    /// Creates a text field with a prompt and a label from a title string.
    ///
    /// - Parameters:
    ///   - title: The title of the text field.
    ///   - text: The text to display and edit.
    ///   - prompt: A `Text` representing the prompt of the text field.
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>, prompt: Text?) where S: StringProtocol {
        self.init(text: text, prompt: prompt, label: Text(title))
    }

    /// Creates a text field growing along `axis`, labelled from a localized title string.
    ///
    /// - Parameters:
    ///   - titleKey: The title of the text field.
    ///   - text: The text to display and edit.
    ///   - axis: The axis in which to scroll text when it doesn't fit in the available space.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, axis: axis, label: Text(titleKey))
    }

    /// Creates a text field with a prompt, growing along `axis`, labelled from a localized title.
    ///
    /// - Parameters:
    ///   - titleKey: The title of the text field.
    ///   - text: The text to display and edit.
    ///   - prompt: A `Text` representing the prompt of the text field.
    ///   - axis: The axis in which to scroll text when it doesn't fit in the available space.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis, label: Text(titleKey))
    }

    /// Creates a text field growing along `axis`, labelled from a title string.
    ///
    /// - Parameters:
    ///   - title: The title of the text field.
    ///   - text: The text to display and edit.
    ///   - axis: The axis in which to scroll text when it doesn't fit in the available space.
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>, axis: Axis) where S: StringProtocol {
        self.init(text: text, prompt: nil, axis: axis, label: Text(title))
    }

    /// Creates a text field with a prompt, growing along `axis`, labelled from a title string.
    ///
    /// - Parameters:
    ///   - title: The title of the text field.
    ///   - text: The text to display and edit.
    ///   - prompt: A `Text` representing the prompt of the text field.
    ///   - axis: The axis in which to scroll text when it doesn't fit in the available space.
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) where S: StringProtocol {
        self.init(text: text, prompt: prompt, axis: axis, label: Text(title))
    }

    /// Creates a text field that applies a format style to a bound optional value, with a label
    /// generated from a localized title string.
    ///
    /// - Parameters:
    ///   - titleKey: The title of the text field.
    ///   - value: The underlying value to edit.
    ///   - format: A format style used to convert between the value and its text.
    ///   - prompt: A `Text` which provides users with guidance on what to type.
    public init<F>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    )
    where F: ParseableFormatStyle, F.FormatOutput == String {
        self.init(text: FormattedText.binding(value, format), prompt: prompt, label: Text(titleKey))
    }

    /// Creates a text field that applies a format style to a bound optional value, with a label
    /// generated from a title string.
    ///
    /// - Parameters:
    ///   - title: The title of the text field.
    ///   - value: The underlying value to edit.
    ///   - format: A format style used to convert between the value and its text.
    ///   - prompt: A `Text` which provides users with guidance on what to type.
    @_disfavoredOverload
    public init<S, F>(_ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
    where S: StringProtocol, F: ParseableFormatStyle, F.FormatOutput == String {
        self.init(text: FormattedText.binding(value, format), prompt: prompt, label: Text(title))
    }

    /// Creates a text field that applies a format style to a bound value, with a label generated
    /// from a localized title string.
    ///
    /// - Parameters:
    ///   - titleKey: The title of the text field.
    ///   - value: The underlying value to edit.
    ///   - format: A format style used to convert between the value and its text.
    ///   - prompt: A `Text` which provides users with guidance on what to type.
    public init<F>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    )
    where F: ParseableFormatStyle, F.FormatOutput == String {
        self.init(text: FormattedText.binding(value, format), prompt: prompt, label: Text(titleKey))
    }

    /// Creates a text field that applies a format style to a bound value, with a label generated
    /// from a title string.
    ///
    /// - Parameters:
    ///   - title: The title of the text field.
    ///   - value: The underlying value to edit.
    ///   - format: A format style used to convert between the value and its text.
    ///   - prompt: A `Text` which provides users with guidance on what to type.
    @_disfavoredOverload
    public init<S, F>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where S: StringProtocol, F: ParseableFormatStyle, F.FormatOutput == String {
        self.init(text: FormattedText.binding(value, format), prompt: prompt, label: Text(title))
    }
}
