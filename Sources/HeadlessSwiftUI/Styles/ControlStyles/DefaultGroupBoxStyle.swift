// ViewLifecycle · HeadlessSwiftUI

/// The default style for group box views.
///
/// Drawn only: the styled view keeps its parts and its screen element.
public struct DefaultGroupBoxStyle: GroupBoxStyle, BuiltinViewStyle {
    /// Creates the style.
    public init() {}

    /// Creates a view that represents the body of the styled view.
    public func makeBody(configuration: DefaultGroupBoxStyle.Configuration) -> some View {
        GroupBox(configuration)
            .modifier(_GroupBoxStyleModifier(makeBody: nil))
    }
}
