// ViewLifecycle · HeadlessSwiftUI

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// The navigation control group style.
    public static var navigation: NavigationControlGroupStyle { .init() }
}
