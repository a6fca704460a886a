// ViewLifecycle · HeadlessSwiftUI

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A toggle style that displays as a button with its label as a title.
    public static var button: ButtonToggleStyle { .init() }
}
