// ViewLifecycle · HeadlessSwiftUI

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default button style, based on the button's context.
    public static var automatic: DefaultButtonStyle { .init() }
}
