// ViewLifecycle · HeadlessSwiftUI

/// A button style that doesn't style or decorate its content while idle (drawn only).
public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltinButtonStyle {
    /// Creates the button style.
    public init() {}

    var name: String { "plain" }

    /// Creates a view that represents the body of a button.
    public func makeBody(configuration: PlainButtonStyle.Configuration) -> some View {
        builtinBody(configuration)
    }
}
