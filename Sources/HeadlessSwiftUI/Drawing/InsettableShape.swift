// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A shape type that is able to inset itself to produce another shape.
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape

    /// Returns `self` inset by `amount`.
    func inset(by amount: CGFloat) -> InsetShape
}
