// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A shape inset by an amount: the inset shape of the built-in shapes.
@frozen public struct _InsetShape<Base: Shape>: InsettableShape {
    let base: Base
    let amount: CGFloat

    /// The base shape's path in the rectangle inset by the amount.
    public func path(in rect: CGRect) -> Path {
        base.path(in: rect.insetBy(dx: amount, dy: amount))
    }

    /// This shape inset further.
    public func inset(by amount: CGFloat) -> _InsetShape<Base> {
        _InsetShape(base: base, amount: self.amount + amount)
    }
}
