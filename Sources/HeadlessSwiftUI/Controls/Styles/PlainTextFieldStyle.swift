// ViewLifecycle · HeadlessSwiftUI

/// A text field style with no decoration (drawn only).
public struct PlainTextFieldStyle: TextFieldStyle {
    /// Creates the style.
    public init() {}
}
