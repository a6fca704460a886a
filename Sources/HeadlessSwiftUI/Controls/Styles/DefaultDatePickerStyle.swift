// ViewLifecycle · HeadlessSwiftUI

/// The default style for date pickers (drawn only).
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// Creates the style.
    public init() {}
}
