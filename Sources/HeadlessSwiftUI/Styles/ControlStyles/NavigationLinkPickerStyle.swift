// ViewLifecycle · HeadlessSwiftUI

/// A picker style that presents the options by pushing a list (drawn only).
public struct NavigationLinkPickerStyle: PickerStyle {
    /// Creates the style.
    public init() {}
}
