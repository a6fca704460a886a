// ViewLifecycle · HeadlessSwiftUI

/// The style of a progress view that uses a circular gauge to indicate the partial completion of an activity.
///
/// Drawn only: the styled view keeps its parts and its screen element.
public struct CircularProgressViewStyle: ProgressViewStyle, BuiltinProgressViewStyle {
    /// Creates the style.
    public init() {}

    /// Creates a style with a tint color (drawn only).
    ///
    /// - Parameter tint: The tint color.
    @available(iOS, introduced: 14.0, deprecated: 100000.0, message: "Use ``View/tint(_)`` instead.")
    public init(tint: Color) {}

    /// Creates a view that represents the body of the styled view.
    public func makeBody(configuration: CircularProgressViewStyle.Configuration) -> some View {
        builtinBody(configuration)
    }
}
