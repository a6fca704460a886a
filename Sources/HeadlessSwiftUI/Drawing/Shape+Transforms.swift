// ViewLifecycle · HeadlessSwiftUI

extension Shape {
    /// Changes the relative position of this shape using the specified size.
    ///
    /// - Parameter offset: The amount to move the shape.
    /// - Returns: The moved shape.
    public func offset(_ offset: CGSize) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: offset)
    }

    /// Changes the relative position of this shape using the specified point.
    ///
    /// - Parameter offset: The amount to move the shape.
    /// - Returns: The moved shape.
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }

    /// Changes the relative position of this shape using the specified point.
    ///
    /// - Parameters:
    ///   - x: The horizontal amount.
    ///   - y: The vertical amount.
    /// - Returns: The moved shape.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    /// Scales this shape without changing its bounding frame.
    ///
    /// - Parameters:
    ///   - x: The horizontal factor.
    ///   - y: The vertical factor.
    ///   - anchor: The anchor point.
    /// - Returns: The scaled shape.
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }

    /// Scales this shape without changing its bounding frame.
    ///
    /// - Parameters:
    ///   - scale: The factor in both directions.
    ///   - anchor: The anchor point.
    /// - Returns: The scaled shape.
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        self.scale(x: scale, y: scale, anchor: anchor)
    }

    /// Rotates this shape around an anchor point at the angle you specify.
    ///
    /// - Parameters:
    ///   - angle: The angle.
    ///   - anchor: The anchor point.
    /// - Returns: The rotated shape.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    /// Trims this shape by a fractional amount based on its representation as a path.
    ///
    /// - Parameters:
    ///   - startFraction: The fraction of the way through drawing this shape where drawing starts.
    ///   - endFraction: The fraction of the way through drawing this shape where drawing ends.
    /// - Returns: The trimmed shape.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(base: self, startFraction: startFraction, endFraction: endFraction)
    }
}
