// ViewLifecycle · HeadlessSwiftUI

/// A control group style that presents its content as a palette.
///
/// Drawn only: the styled view keeps its parts and its screen element.
public struct PaletteControlGroupStyle: ControlGroupStyle, BuiltinViewStyle {
    /// Creates the style.
    public init() {}

    /// Creates a view that represents the body of the styled view.
    public func makeBody(configuration: PaletteControlGroupStyle.Configuration) -> some View {
        ControlGroup(configuration)
            .modifier(_ControlGroupStyleModifier(makeBody: nil))
    }
}
