// ViewLifecycle · HeadlessSwiftUI

/// A label style that only displays the title of the label (drawn only).
public struct TitleOnlyLabelStyle: LabelStyle, BuiltinLabelStyle {
    /// Creates the label style.
    public init() {}

    /// Creates a view that represents the body of a label.
    public func makeBody(configuration: TitleOnlyLabelStyle.Configuration) -> some View {
        builtinBody(configuration)
    }
}
