// ViewLifecycle · HeadlessSwiftUI

/// The default picker style, based on the picker's context (drawn only).
public struct DefaultPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
}
