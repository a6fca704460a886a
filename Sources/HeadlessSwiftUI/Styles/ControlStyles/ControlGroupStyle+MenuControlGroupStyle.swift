// ViewLifecycle · HeadlessSwiftUI

extension ControlGroupStyle where Self == MenuControlGroupStyle {
    /// A control group style that presents its content as a menu when the user presses the control, or as a submenu when nested within a larger menu.
    public static var menu: MenuControlGroupStyle { .init() }
}
