// ViewLifecycle · HeadlessSwiftUI

/// A progress view that visually indicates its progress using a horizontal bar.
///
/// Drawn only: the styled view keeps its parts and its screen element.
public struct LinearProgressViewStyle: ProgressViewStyle, BuiltinProgressViewStyle {
    /// Creates the style.
    public init() {}

    /// Creates a style with a tint color (drawn only).
    ///
    /// - Parameter tint: The tint color.
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
    public init(tint: Color) {}

    /// Creates a view that represents the body of the styled view.
    public func makeBody(configuration: LinearProgressViewStyle.Configuration) -> some View {
        builtinBody(configuration)
    }
}
