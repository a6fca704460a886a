// ViewLifecycle · HeadlessSwiftUI

/// A date picker style that displays each component as columns of scrollable wheels (drawn only).
public struct WheelDatePickerStyle: BuiltinDatePickerStyle {
    /// Creates the style.
    public init() {}

    /// Returns the picker, drawn in this style.
    ///
    /// - Parameter configuration: The properties of the date picker.
    /// - Returns: The styled picker.
    public func makeBody(configuration: WheelDatePickerStyle.Configuration) -> some View {
        builtinBody(configuration)
    }

    /// The older hook's type: nothing.
    public typealias _Body = EmptyView
}
