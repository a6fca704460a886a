// ViewLifecycle · HeadlessSwiftUI

// The styles SwiftUI declares as resolving to `Never`: they are resolved inside the renderer,
// which does not run headlessly.

extension BackgroundStyle {
    /// The background style does not resolve to a concrete style.
    public typealias Resolved = Never
}

extension ForegroundStyle {
    /// The foreground style does not resolve to a concrete style.
    public typealias Resolved = Never
}

extension TintShapeStyle {
    /// The tint style does not resolve to a concrete style.
    public typealias Resolved = Never
}

extension SeparatorShapeStyle {
    /// The separator style does not resolve to a concrete style.
    public typealias Resolved = Never
}

extension HierarchicalShapeStyle {
    /// A hierarchical style does not resolve to a concrete style.
    public typealias Resolved = Never
}

extension Material {
    /// A material does not resolve to a concrete style.
    public typealias Resolved = Never
}

extension AnyShapeStyle {
    /// A type-erased style does not resolve to a concrete style.
    public typealias Resolved = Never
}

extension Gradient {
    /// A gradient does not resolve to a concrete style.
    public typealias Resolved = Never
}

extension AnyGradient {
    /// A gradient does not resolve to a concrete style.
    public typealias Resolved = Never
}

extension LinearGradient {
    /// A gradient does not resolve to a concrete style.
    public typealias Resolved = Never
}

extension RadialGradient {
    /// A gradient does not resolve to a concrete style.
    public typealias Resolved = Never
}

extension EllipticalGradient {
    /// A gradient does not resolve to a concrete style.
    public typealias Resolved = Never
}

extension AngularGradient {
    /// A gradient does not resolve to a concrete style.
    public typealias Resolved = Never
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Color.Resolved {
    /// A resolved color is already concrete.
    public typealias Resolved = Never
}
