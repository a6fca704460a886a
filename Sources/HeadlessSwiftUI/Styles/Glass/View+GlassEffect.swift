// ViewLifecycle · HeadlessSwiftUI

@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
extension View {
    /// Applies the Liquid Glass effect to the view, in `shape` (drawn only: recorded as inert).
    public func glassEffect(
        _ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()
    ) -> some View {
        inert(.generated, api: "View.glassEffect(_:in:)")
    }

    /// Associates the view's glass with `id` in `namespace`, so it morphs between views (drawn
    /// only: recorded as inert).
    public func glassEffectID(
        _ id: (some Hashable & Sendable)?, in namespace: Namespace.ID
    ) -> some View {
        inert(.generated, api: "View.glassEffectID(_:in:)")
    }
}
