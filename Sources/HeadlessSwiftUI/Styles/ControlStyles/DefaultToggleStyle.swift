// ViewLifecycle · HeadlessSwiftUI

/// The default toggle style (drawn only).
public struct DefaultToggleStyle: ToggleStyle, BuiltinToggleStyle {
    /// Creates the toggle style.
    public init() {}

    /// Creates a view that represents the body of a toggle.
    public func makeBody(configuration: DefaultToggleStyle.Configuration) -> some View {
        builtinBody(configuration)
    }
}
