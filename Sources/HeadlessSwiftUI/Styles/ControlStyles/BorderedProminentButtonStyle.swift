// ViewLifecycle · HeadlessSwiftUI

/// A button style that applies standard border prominent artwork based on the button's context (drawn only).
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltinButtonStyle {
    /// Creates the button style.
    public init() {}

    var name: String { "borderedProminent" }

    /// Creates a view that represents the body of a button.
    public func makeBody(configuration: BorderedProminentButtonStyle.Configuration) -> some View {
        builtinBody(configuration)
    }
}
