// ViewLifecycle · HeadlessSwiftUI

/// A menu style that displays a borderless button that toggles the display of the menu's contents when pressed.
///
/// Drawn only: the styled view keeps its parts and its screen element.
@available(
    iOS, introduced: 14.0, deprecated: 100000.0,
    message: "Use .menuStyle(.button) and .buttonStyle(.borderless)."
)
public struct BorderlessButtonMenuStyle: MenuStyle, BuiltinMenuStyle {
    /// Creates the style.
    public init() {}

    /// Creates a view that represents the body of the styled view.
    public func makeBody(configuration: BorderlessButtonMenuStyle.Configuration) -> some View {
        builtinBody(configuration)
    }
}
