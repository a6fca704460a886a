// ViewLifecycle · HeadlessSwiftUI

/// The default text field style, based on the text field's context (drawn only).
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// Creates the style.
    public init() {}
}
