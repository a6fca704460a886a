// ViewLifecycle · HeadlessSwiftUI

extension TextField where Label == Text {
    /// Creates a text field titled by a localized string key that runs `onCommit` on return
    /// (`onEditingChanged` is kept but never called: the driver has no focus changes here).
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message:
            "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
    )
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
        onCommit: @escaping () -> Void
    ) {
        self.init(text: text, prompt: nil, onCommit: onCommit, label: Text(titleKey))
    }

    /// Creates a text field titled by a localized string key (`onEditingChanged` is kept but
    /// never called).
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message:
            "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
    )
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void
    ) {
        self.init(text: text, prompt: nil, label: Text(titleKey))
    }

    /// Creates a text field titled by a localized string key that runs `onCommit` on return.
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message:
            "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
    )
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text, prompt: nil, onCommit: onCommit, label: Text(titleKey))
    }

    /// Creates a text field titled by a string that runs `onCommit` on return
    /// (`onEditingChanged` is kept but never called).
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message:
            "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
    )
    @_disfavoredOverload
    public init<S>(
        _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
        onCommit: @escaping () -> Void
    ) where S: StringProtocol {
        self.init(text: text, prompt: nil, onCommit: onCommit, label: Text(title))
    }

    /// Creates a text field titled by a string (`onEditingChanged` is kept but never called).
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message:
            "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
    )
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void)
    where S: StringProtocol {
        self.init(text: text, prompt: nil, label: Text(title))
    }

    /// Creates a text field titled by a string that runs `onCommit` on return.
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message:
            "Renamed TextField.init(_:text:onEditingChanged:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter. Use FocusState<T> and View.focused(_:equals:) for functionality previously provided by the onEditingChanged parameter."
    )
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void)
    where S: StringProtocol {
        self.init(text: text, prompt: nil, onCommit: onCommit, label: Text(title))
    }
}
