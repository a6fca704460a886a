// ViewLifecycle · HeadlessSwiftUI

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The default style for date pickers.
    public static var automatic: DefaultDatePickerStyle { .init() }
}
