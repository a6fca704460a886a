// ViewLifecycle · HeadlessSwiftUI

/// A text field style with a system-defined rounded border (drawn only).
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// Creates the style.
    public init() {}
}
