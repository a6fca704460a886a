// ViewLifecycle · HeadlessSwiftUI

/// A built-in label style: drawn only, so the label keeps its title and icon.
protocol BuiltinLabelStyle: LabelStyle {}

extension BuiltinLabelStyle {
    /// A standard label over the configuration, with the built-in style below it.
    func builtinBody(_ configuration: LabelStyleConfiguration) -> some View {
        Label {
            configuration.title
        } icon: {
            configuration.icon
        }
        .modifier(_LabelStyleModifier(makeBody: nil))
    }
}
