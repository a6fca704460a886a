// ViewLifecycle · HeadlessSwiftUI

// Keyboard and text-input preferences: stored on one inert node each; no keyboard is shown.
extension View {
    /// Sets the keyboard type for this view.
    @inlinable public func keyboardType(_ type: UIKeyboardType) -> some View {
        inert(.keyboardType(type), api: "View.keyboardType(_:)")
    }
    /// Sets the text content type for this view, which the system uses to offer suggestions while the user enters text.
    @inlinable public func textContentType(_ textContentType: UITextContentType?) -> some View {
        inert(.textContentType(textContentType), api: "View.textContentType(_:)")
    }
    /// Sets how often the shift key in the keyboard is automatically enabled.
    @inlinable public func textInputAutocapitalization(
        _ autocapitalization: TextInputAutocapitalization?
    ) -> some View {
        inert(
            .textInputAutocapitalization(autocapitalization?.kind),
            api: "View.textInputAutocapitalization(_:)")
    }
    /// Sets whether to apply auto-capitalization to this view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use textInputAutocapitalization(_:)")
    @inlinable public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        inert(.autocapitalization(style), api: "View.autocapitalization(_:)")
    }
    /// Sets whether to disable autocorrection for this view.
    @inlinable public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        inert(.autocorrectionDisabled(disable), api: "View.autocorrectionDisabled(_:)")
    }
    /// Sets whether to disable autocorrection for this view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
    @inlinable public func disableAutocorrection(_ disable: Bool?) -> some View {
        inert(.autocorrectionDisabled(disable ?? false), api: "View.disableAutocorrection(_:)")
    }
    /// Sets the submit label for this view.
    @inlinable public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        inert(.submitLabel(submitLabel.name), api: "View.submitLabel(_:)")
    }
}
