// ViewLifecycle · HeadlessSwiftUI

/// A picker style that presents the options in a segmented control (drawn only).
public struct SegmentedPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
}
