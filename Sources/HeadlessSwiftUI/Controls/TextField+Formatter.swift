// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension TextField {
    /// Creates a text field that applies a formatter to a bound value, with a label: typing
    /// edits a draft that return parses into the value.
    ///
    /// - Parameters:
    ///   - value: The underlying value to edit.
    ///   - formatter: A formatter to use when converting between the string and the value.
    ///   - prompt: A `Text` which provides users with guidance on what to enter.
    ///   - label: A view that describes the purpose of the text field.
    public init<V>(
        value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) {
        self.init(
            formatting: FormatterDraft(value: value, formatter: formatter), prompt: prompt, label: label())
    }

    /// The field over a formatter's draft: its text is the draft, its commit parses it and then
    /// runs `onCommit`.
    init<V>(
        formatting draft: FormatterDraft<V>, prompt: Text?, onCommit: @escaping () -> Void = {}, label: Label
    ) {
        self.init(
            text: draft.text, prompt: prompt,
            onCommit: {
                draft.commit()
                onCommit()
            }, label: label)
    }
}

extension TextField where Label == Text {
    /// Creates a text field that applies a formatter to a bound value, with a label generated
    /// from a localized title string.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the localized title of the text field.
    ///   - value: The underlying value to edit.
    ///   - formatter: A formatter to use when converting between the string and the value.
    ///   - prompt: A `Text` which provides users with guidance on what to enter.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(value: value, formatter: formatter, prompt: prompt) { Text(titleKey) }
    }

    /// Creates a text field that applies a formatter to a bound value, with a label generated
    /// from a title string.
    ///
    /// - Parameters:
    ///   - title: The title of the text field.
    ///   - value: The underlying value to edit.
    ///   - formatter: A formatter to use when converting between the string and the value.
    ///   - prompt: A `Text` which provides users with guidance on what to enter.
    @_disfavoredOverload
    public init<S, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?)
    where S: StringProtocol {
        self.init(value: value, formatter: formatter, prompt: prompt) { Text(title) }
    }

    /// Creates a text field that applies a formatter to a bound value, with a label generated
    /// from a localized title string.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the localized title of the text field.
    ///   - value: The underlying value to edit.
    ///   - formatter: A formatter to use when converting between the string and the value.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(value: value, formatter: formatter, prompt: nil) { Text(titleKey) }
    }

    /// Creates a text field that applies a formatter to a bound value, with a label generated
    /// from a title string.
    ///
    /// - Parameters:
    ///   - title: The title of the text field.
    ///   - value: The underlying value to edit.
    ///   - formatter: A formatter to use when converting between the string and the value.
    @_disfavoredOverload
    public init<S, V>(_ title: S, value: Binding<V>, formatter: Formatter) where S: StringProtocol {
        self.init(value: value, formatter: formatter, prompt: nil) { Text(title) }
    }

    /// Creates a formatted text field that runs `onCommit` after return parses the draft
    /// (`onEditingChanged` is kept but never called: the driver has no focus changes here).
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message:
            "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
    )
    public init<V>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
        onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void
    ) {
        self.init(
            formatting: FormatterDraft(value: value, formatter: formatter), prompt: nil, onCommit: onCommit,
            label: Text(titleKey))
    }

    /// Creates a formatted text field (`onEditingChanged` is kept but never called).
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message:
            "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
    )
    public init<V>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
        onEditingChanged: @escaping (Bool) -> Void
    ) {
        self.init(
            formatting: FormatterDraft(value: value, formatter: formatter), prompt: nil, label: Text(titleKey)
        )
    }

    /// Creates a formatted text field that runs `onCommit` after return parses the draft.
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message:
            "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
    )
    public init<V>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter,
        onCommit: @escaping () -> Void
    ) {
        self.init(
            formatting: FormatterDraft(value: value, formatter: formatter), prompt: nil, onCommit: onCommit,
            label: Text(titleKey))
    }

    /// Creates a formatted text field titled by a string that runs `onCommit` after return
    /// parses the draft (`onEditingChanged` is kept but never called).
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message:
            "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
    )
    @_disfavoredOverload
    public init<S, V>(
        _ title: S, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void,
        onCommit: @escaping () -> Void
    ) where S: StringProtocol {
        self.init(
            formatting: FormatterDraft(value: value, formatter: formatter), prompt: nil, onCommit: onCommit,
            label: Text(title))
    }

    /// Creates a formatted text field titled by a string (`onEditingChanged` is kept but never
    /// called).
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message:
            "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
    )
    @_disfavoredOverload
    public init<S, V>(
        _ title: S, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void
    ) where S: StringProtocol {
        self.init(
            formatting: FormatterDraft(value: value, formatter: formatter), prompt: nil, label: Text(title))
    }

    /// Creates a formatted text field titled by a string that runs `onCommit` after return
    /// parses the draft.
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message:
            "Renamed TextField.init(_:value:formatter:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
    )
    @_disfavoredOverload
    public init<S, V>(_ title: S, value: Binding<V>, formatter: Formatter, onCommit: @escaping () -> Void)
    where S: StringProtocol {
        self.init(
            formatting: FormatterDraft(value: value, formatter: formatter), prompt: nil, onCommit: onCommit,
            label: Text(title))
    }
}
