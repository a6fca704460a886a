// ViewLifecycle · HeadlessSwiftUI

/// The default label style in the current context (drawn only).
public struct DefaultLabelStyle: LabelStyle, BuiltinLabelStyle {
    /// Creates the label style.
    public init() {}

    /// Creates a view that represents the body of a label.
    public func makeBody(configuration: DefaultLabelStyle.Configuration) -> some View {
        builtinBody(configuration)
    }
}
