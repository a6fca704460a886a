// ViewLifecycle · HeadlessSwiftUI

/// A toggle style that displays a leading label and a trailing switch (drawn only).
public struct SwitchToggleStyle: ToggleStyle, BuiltinToggleStyle {
    /// Creates the toggle style.
    public init() {}

    /// Creates a view that represents the body of a toggle.
    public func makeBody(configuration: SwitchToggleStyle.Configuration) -> some View {
        builtinBody(configuration)
    }
}
