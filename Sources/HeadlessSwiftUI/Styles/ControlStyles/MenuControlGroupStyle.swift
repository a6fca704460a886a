// ViewLifecycle · HeadlessSwiftUI

/// A control group style that presents its content as a menu when the user presses the control, or as a submenu when nested within a larger menu.
///
/// Drawn only: the styled view keeps its parts and its screen element.
public struct MenuControlGroupStyle: ControlGroupStyle, BuiltinViewStyle {
    /// Creates the style.
    public init() {}

    /// Creates a view that represents the body of the styled view.
    public func makeBody(configuration: MenuControlGroupStyle.Configuration) -> some View {
        ControlGroup(configuration)
            .modifier(_ControlGroupStyleModifier(makeBody: nil))
    }
}
