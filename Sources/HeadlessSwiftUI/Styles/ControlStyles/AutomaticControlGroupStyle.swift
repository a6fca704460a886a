// ViewLifecycle · HeadlessSwiftUI

/// The default control group style.
///
/// Drawn only: the styled view keeps its parts and its screen element.
public struct AutomaticControlGroupStyle: ControlGroupStyle, BuiltinViewStyle {
    /// Creates the style (internal in the SDK too: use `.automatic`).
    init() {}

    /// Creates a view that represents the body of the styled view.
    public func makeBody(configuration: AutomaticControlGroupStyle.Configuration) -> some View {
        ControlGroup(configuration)
            .modifier(_ControlGroupStyleModifier(makeBody: nil))
    }
}
