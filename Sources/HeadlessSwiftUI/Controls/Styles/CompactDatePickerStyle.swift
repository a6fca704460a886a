// ViewLifecycle · HeadlessSwiftUI

/// A date picker style that displays the components in a compact, textual format (drawn only).
public struct CompactDatePickerStyle: DatePickerStyle {
    /// Creates the style.
    public init() {}
}
