// ViewLifecycle · HeadlessSwiftUI

/// The type-erased label of the text field a `TextFieldStyle` receives: it shows the styled
/// field's own label (same identity and state).
public struct _TextFieldStyleLabel: View {
    let content: any View

    /// The body of a primitive view.
    public typealias Body = Never
}

extension _TextFieldStyleLabel: StyleConfigurationPart {}
