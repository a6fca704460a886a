// ViewLifecycle · HeadlessSwiftUI

/// A view whose Liquid Glass shapes blend and morph together: its content, laid out as written
/// (the blending is drawn only).
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
@MainActor @preconcurrency
public struct GlassEffectContainer<Content>: View where Content: View {
    /// The distance at which shapes start to blend.
    let spacing: CGFloat?
    /// The views with glass effects.
    let content: Content

    /// A container whose shapes blend within `spacing` of each other.
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    /// The content.
    public var body: some View {
        content
    }
}
