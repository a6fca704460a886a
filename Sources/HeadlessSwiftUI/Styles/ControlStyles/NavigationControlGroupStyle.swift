// ViewLifecycle · HeadlessSwiftUI

/// The navigation control group style.
///
/// Drawn only: the styled view keeps its parts and its screen element.
public struct NavigationControlGroupStyle: ControlGroupStyle, BuiltinViewStyle {
    /// Creates the style.
    public init() {}

    /// Creates a view that represents the body of the styled view.
    public func makeBody(configuration: NavigationControlGroupStyle.Configuration) -> some View {
        ControlGroup(configuration)
            .modifier(_ControlGroupStyleModifier(makeBody: nil))
    }
}
