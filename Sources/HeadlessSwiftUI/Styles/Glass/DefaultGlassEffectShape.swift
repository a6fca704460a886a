// ViewLifecycle · HeadlessSwiftUI

/// The shape a glass effect takes unless told: a capsule.
@available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
public struct DefaultGlassEffectShape: Shape {
    /// Creates the default shape.
    public init() {}

    /// A capsule filling `rect`.
    public func path(in rect: CGRect) -> Path {
        Capsule().path(in: rect)
    }
}
