// ViewLifecycle · HeadlessSwiftUI

/// The default labeled content style.
///
/// Drawn only: the styled view keeps its parts and its screen element.
public struct AutomaticLabeledContentStyle: LabeledContentStyle, BuiltinViewStyle {
    /// Creates the style.
    public init() {}

    /// Creates a view that represents the body of the styled view.
    public func makeBody(configuration: AutomaticLabeledContentStyle.Configuration) -> some View {
        LabeledContent(configuration)
            .modifier(_LabeledContentStyleModifier(makeBody: nil))
    }
}
