// ViewLifecycle · HeadlessSwiftUI

/// A label style that shows both the title and icon of the label (drawn only).
public struct TitleAndIconLabelStyle: LabelStyle, BuiltinLabelStyle {
    /// Creates the label style.
    public init() {}

    /// Creates a view that represents the body of a label.
    public func makeBody(configuration: TitleAndIconLabelStyle.Configuration) -> some View {
        builtinBody(configuration)
    }
}
