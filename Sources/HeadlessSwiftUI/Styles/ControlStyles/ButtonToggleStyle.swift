// ViewLifecycle · HeadlessSwiftUI

/// A toggle style that displays as a button with its label as a title (drawn only).
public struct ButtonToggleStyle: ToggleStyle, BuiltinToggleStyle {
    /// Creates the toggle style.
    public init() {}

    /// Creates a view that represents the body of a toggle.
    public func makeBody(configuration: ButtonToggleStyle.Configuration) -> some View {
        builtinBody(configuration)
    }
}
