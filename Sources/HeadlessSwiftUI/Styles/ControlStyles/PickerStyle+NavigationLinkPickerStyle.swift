// ViewLifecycle · HeadlessSwiftUI

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A picker style that presents the options by pushing a list.
    public static var navigationLink: NavigationLinkPickerStyle { .init() }
}
