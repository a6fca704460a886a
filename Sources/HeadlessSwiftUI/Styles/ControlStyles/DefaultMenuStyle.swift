// ViewLifecycle · HeadlessSwiftUI

/// The default menu style, based on the menu's context.
///
/// Drawn only: the styled view keeps its parts and its screen element.
public struct DefaultMenuStyle: MenuStyle, BuiltinMenuStyle {
    /// Creates the style.
    public init() {}

    /// Creates a view that represents the body of the styled view.
    public func makeBody(configuration: DefaultMenuStyle.Configuration) -> some View {
        builtinBody(configuration)
    }
}
