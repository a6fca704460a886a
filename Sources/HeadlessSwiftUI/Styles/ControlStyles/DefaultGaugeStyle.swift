// ViewLifecycle · HeadlessSwiftUI

/// The default gauge view style in the current context of the view being styled.
///
/// Drawn only: the styled view keeps its parts and its screen element.
public struct DefaultGaugeStyle: GaugeStyle, BuiltinGaugeStyle {
    /// Creates the style.
    public init() {}

    /// Creates a view that represents the body of the styled view.
    public func makeBody(configuration: DefaultGaugeStyle.Configuration) -> some View {
        builtinBody(configuration)
    }
}
