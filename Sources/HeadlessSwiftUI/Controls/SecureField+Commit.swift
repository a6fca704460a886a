// ViewLifecycle · HeadlessSwiftUI

extension SecureField where Label == Text {
    /// A secure field titled by a localized key that runs `onCommit` on return, before the
    /// `onSubmit` actions above it.
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message:
            "Renamed SecureField.init(_:text:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter."
    )
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0,
        message:
            "Renamed SecureField.init(_:text:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter."
    )
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
        self._onCommit = onCommit
    }

    /// A secure field titled by a string that runs `onCommit` on return, before the
    /// `onSubmit` actions above it.
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message:
            "Renamed SecureField.init(_:text:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter."
    )
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0,
        message:
            "Renamed SecureField.init(_:text:). Use View.onSubmit(of:_:) for functionality previously provided by the onCommit parameter."
    )
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void)
    where S: StringProtocol {
        self.init(text: text, prompt: nil) { Text(title) }
        self._onCommit = onCommit
    }
}
