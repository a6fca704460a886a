// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Sets the style for disclosure groups within this view.
    ///
    /// - Parameter style: The style the disclosure groups below use.
    public func disclosureGroupStyle<S>(_ style: S) -> some View where S: DisclosureGroupStyle {
        if style is any BuiltinViewStyle { return modifier(_DisclosureGroupStyleModifier(makeBody: nil)) }
        return modifier(_DisclosureGroupStyleModifier { AnyView(style.makeBody(configuration: $0)) })
    }
}
