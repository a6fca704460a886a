// ViewLifecycle · HeadlessSwiftUI

extension PickerStyle where Self == MenuPickerStyle {
    /// A picker style that presents the options as a menu.
    public static var menu: MenuPickerStyle { .init() }
}
