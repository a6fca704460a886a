// ViewLifecycle · HeadlessSwiftUI

/// A date picker style that displays each component as columns in a scrollable wheel (drawn only).
public struct WheelDatePickerStyle: DatePickerStyle {
    /// Creates the style.
    public init() {}
}
