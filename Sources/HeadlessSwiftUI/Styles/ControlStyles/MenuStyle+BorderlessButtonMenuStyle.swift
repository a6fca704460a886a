// ViewLifecycle · HeadlessSwiftUI

@available(
    iOS, introduced: 14.0, deprecated: 100000.0,
    message: "Use .menuStyle(.button) and .buttonStyle(.borderless)."
)
extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// A menu style that displays a borderless button that toggles the display of the menu's contents when pressed.
    public static var borderlessButton: BorderlessButtonMenuStyle { .init() }
}
