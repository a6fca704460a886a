// ViewLifecycle · HeadlessSwiftUI

/// A picker style that presents the options as a menu (drawn only).
public struct MenuPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
}
