// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Applies effects to this view, while providing access to layout information through a
    /// geometry proxy.
    ///
    /// Drawn only: one inert node, and the closure is never called (no layout computes the
    /// geometry it would be given).
    ///
    /// - Parameter effect: The effects to apply, given an empty effect and the view's geometry.
    /// - Returns: A view with the effects.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public func visualEffect(
        _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
    ) -> some View {
        inert(.visualEffect, api: "View.visualEffect(_:)")
    }
}
