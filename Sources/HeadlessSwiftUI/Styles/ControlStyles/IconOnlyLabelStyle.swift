// ViewLifecycle · HeadlessSwiftUI

/// A label style that only displays the icon of the label (drawn only).
public struct IconOnlyLabelStyle: LabelStyle, BuiltinLabelStyle {
    /// Creates the label style.
    public init() {}

    /// Creates a view that represents the body of a label.
    public func makeBody(configuration: IconOnlyLabelStyle.Configuration) -> some View {
        builtinBody(configuration)
    }
}
