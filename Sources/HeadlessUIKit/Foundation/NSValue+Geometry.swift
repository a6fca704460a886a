// ViewLifecycle · HeadlessUIKit

import Foundation

extension NSValue {
    /// Creates a value holding a rectangle (UIKit's geometry extension of `NSValue`).
    ///
    /// - Parameter rect: The rectangle.
    public convenience init(cgRect rect: CGRect) {
        self.init(rect: rect)
    }

    /// The rectangle the value holds.
    public var cgRectValue: CGRect { rectValue }

    /// Creates a value holding a point.
    ///
    /// - Parameter point: The point.
    public convenience init(cgPoint point: CGPoint) {
        self.init(point: point)
    }

    /// The point the value holds.
    public var cgPointValue: CGPoint { pointValue }

    /// Creates a value holding a size.
    ///
    /// - Parameter size: The size.
    public convenience init(cgSize size: CGSize) {
        self.init(size: size)
    }

    /// The size the value holds.
    public var cgSizeValue: CGSize { sizeValue }
}
