// ViewLifecycle · HeadlessSwiftUI

/// The base visual effect that you apply additional effect to.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct EmptyVisualEffect: VisualEffect {
    /// Creates a new empty visual effect.
    public init() {}
}
