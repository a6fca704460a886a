// ViewLifecycle · HeadlessSwiftUI

extension PickerStyle where Self == WheelPickerStyle {
    /// A picker style that presents the options in a scrollable wheel.
    public static var wheel: WheelPickerStyle { .init() }
}
