// ViewLifecycle · HeadlessSwiftUI

/// A built-in progress view style: drawn only, so the three of them share one body, a standard
/// progress view over the configuration with the built-in style below it.
protocol BuiltinProgressViewStyle: ProgressViewStyle, BuiltinViewStyle {}

extension BuiltinProgressViewStyle {
    /// A standard progress view over the configuration, with the built-in style below it.
    func builtinBody(_ configuration: ProgressViewStyleConfiguration) -> some View {
        ProgressView(configuration)
            .modifier(_ProgressViewStyleModifier(makeBody: nil))
    }
}
