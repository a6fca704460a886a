// ViewLifecycle · HeadlessSwiftUI

/// A picker style that presents the options in a scrollable wheel (drawn only).
public struct WheelPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
}
