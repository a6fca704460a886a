// ViewLifecycle · HeadlessSwiftUI

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// A text field style with no decoration.
    public static var plain: PlainTextFieldStyle { .init() }
}
