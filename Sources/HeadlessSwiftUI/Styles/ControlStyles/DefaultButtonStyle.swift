// ViewLifecycle · HeadlessSwiftUI

/// The default button style, based on the button's context (drawn only).
public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltinButtonStyle {
    /// Creates the button style.
    public init() {}

    var name: String { "automatic" }

    /// Creates a view that represents the body of a button.
    public func makeBody(configuration: DefaultButtonStyle.Configuration) -> some View {
        builtinBody(configuration)
    }
}
