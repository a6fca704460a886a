// ViewLifecycle · HeadlessSwiftUI

/// A menu style that displays a button that toggles the display of the menu's contents when pressed.
///
/// Drawn only: the styled view keeps its parts and its screen element.
public struct ButtonMenuStyle: MenuStyle, BuiltinMenuStyle {
    /// Creates the style.
    public init() {}

    /// Creates a view that represents the body of the styled view.
    public func makeBody(configuration: ButtonMenuStyle.Configuration) -> some View {
        builtinBody(configuration)
    }
}
