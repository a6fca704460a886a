// ViewLifecycle · HeadlessSwiftUI

/// A button style that applies standard border artwork based on the button's context (drawn only).
public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltinButtonStyle {
    /// Creates the button style.
    public init() {}

    var name: String { "bordered" }

    /// Creates a view that represents the body of a button.
    public func makeBody(configuration: BorderedButtonStyle.Configuration) -> some View {
        builtinBody(configuration)
    }
}
