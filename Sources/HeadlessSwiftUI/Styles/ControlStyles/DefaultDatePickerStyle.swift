// ViewLifecycle · HeadlessSwiftUI

/// The default style for date pickers (drawn only).
public struct DefaultDatePickerStyle: BuiltinDatePickerStyle {
    /// Creates the style.
    public init() {}

    /// Returns the picker, drawn in this style.
    ///
    /// - Parameter configuration: The properties of the date picker.
    /// - Returns: The styled picker.
    public func makeBody(configuration: DefaultDatePickerStyle.Configuration) -> some View {
        builtinBody(configuration)
    }

    /// The older hook's type: nothing.
    public typealias _Body = EmptyView
}
