// ViewLifecycle · HeadlessSwiftUI

/// A date picker style that displays an interactive calendar or clock (drawn only).
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// Creates the style.
    public init() {}
}
