// ViewLifecycle · HeadlessSwiftUI

extension PickerStyle where Self == SegmentedPickerStyle {
    /// A picker style that presents the options in a segmented control.
    public static var segmented: SegmentedPickerStyle { .init() }
}
