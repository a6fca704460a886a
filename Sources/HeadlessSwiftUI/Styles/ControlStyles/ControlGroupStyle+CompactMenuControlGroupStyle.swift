// ViewLifecycle · HeadlessSwiftUI

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    /// A control group style that presents its content as a compact menu when the user presses the control, or as a submenu when nested within a larger menu.
    public static var compactMenu: CompactMenuControlGroupStyle { .init() }
}
