// ViewLifecycle · HeadlessSwiftUI

extension MenuStyle where Self == ButtonMenuStyle {
    /// A menu style that displays a button that toggles the display of the menu's contents when pressed.
    public static var button: ButtonMenuStyle { .init() }
}
