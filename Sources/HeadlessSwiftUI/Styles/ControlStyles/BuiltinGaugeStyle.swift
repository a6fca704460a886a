// ViewLifecycle · HeadlessSwiftUI

/// A built-in gauge style: drawn only, so the six of them share one body, the gauge's parts in
/// a stack with the built-in style below it.
protocol BuiltinGaugeStyle: GaugeStyle, BuiltinViewStyle {}

extension BuiltinGaugeStyle {
    /// The gauge's label and value labels, with the built-in style below them.
    func builtinBody(_ configuration: GaugeStyleConfiguration) -> some View {
        VStack(alignment: .leading) {
            configuration.label
            configuration.currentValueLabel
            configuration.minimumValueLabel
            configuration.maximumValueLabel
        }
        .modifier(_GaugeStyleModifier(makeBody: nil))
    }
}
