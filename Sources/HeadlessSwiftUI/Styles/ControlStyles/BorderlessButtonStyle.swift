// ViewLifecycle · HeadlessSwiftUI

/// A button style that doesn't apply a border (drawn only).
public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltinButtonStyle {
    /// Creates the button style.
    public init() {}

    var name: String { "borderless" }

    /// Creates a view that represents the body of a button.
    public func makeBody(configuration: BorderlessButtonStyle.Configuration) -> some View {
        builtinBody(configuration)
    }
}
