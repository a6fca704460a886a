// ViewLifecycle · HeadlessSwiftUI

/// A built-in shape inset by an amount: the path of its base in the rectangle shrunk by it.
@frozen public struct _InsetShape<Base: InsettableShape>: InsettableShape {
    /// The shape inset.
    var base: Base
    /// How far it is inset on each edge.
    var amount: CGFloat

    /// The base's path in `rect` inset by the amount.
    public func path(in rect: CGRect) -> Path {
        base.path(in: rect.insetBy(dx: amount, dy: amount))
    }

    /// This shape inset further.
    public func inset(by amount: CGFloat) -> _InsetShape<Base> {
        _InsetShape(base: base, amount: self.amount + amount)
    }

    /// Nothing is animated headlessly.
    public typealias AnimatableData = EmptyAnimatableData
}
