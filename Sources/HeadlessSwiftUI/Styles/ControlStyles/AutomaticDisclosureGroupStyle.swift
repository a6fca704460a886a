// ViewLifecycle · HeadlessSwiftUI

/// A disclosure group style that resolves its appearance automatically based on the current context.
///
/// Drawn only: the styled view keeps its parts and its screen element.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle, BuiltinViewStyle {
    /// Creates the style.
    public init() {}

    /// Creates a view that represents the body of the styled view.
    public func makeBody(configuration: AutomaticDisclosureGroupStyle.Configuration) -> some View {
        DisclosureGroup(isExpanded: configuration.$isExpanded) {
            configuration.content
        } label: {
            configuration.label
        }
        .modifier(_DisclosureGroupStyleModifier(makeBody: nil))
    }
}
