// ViewLifecycle · HeadlessSwiftUI

/// A fraction of a shape's outline, as `trim(from:to:)` returns.
@frozen public struct _TrimmedShape<Base: Shape>: Shape {
    /// The shape trimmed.
    var base: Base
    /// Where the kept part starts, 0 to 1.
    var startFraction: CGFloat
    /// Where the kept part ends, 0 to 1.
    var endFraction: CGFloat

    /// The base's path (trimming is not applied to headless paths).
    public func path(in rect: CGRect) -> Path { base.path(in: rect) }

    /// Nothing is animated headlessly.
    public typealias AnimatableData = EmptyAnimatableData
}
