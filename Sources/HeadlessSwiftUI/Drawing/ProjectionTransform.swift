// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A 3×3 projective transform matrix, with SwiftUI's row-vector layout: the maths is real
/// (concatenation and inversion), though nothing is drawn with it headlessly.
@frozen public struct ProjectionTransform {
    /// Row 1, column 1.
    public var m11: CGFloat = 1.0
    /// Row 1, column 2.
    public var m12: CGFloat = 0.0
    /// Row 1, column 3.
    public var m13: CGFloat = 0.0
    /// Row 2, column 1.
    public var m21: CGFloat = 0.0
    /// Row 2, column 2.
    public var m22: CGFloat = 1.0
    /// Row 2, column 3.
    public var m23: CGFloat = 0.0
    /// Row 3, column 1 (the horizontal translation of an affine transform).
    public var m31: CGFloat = 0.0
    /// Row 3, column 2 (the vertical translation of an affine transform).
    public var m32: CGFloat = 0.0
    /// Row 3, column 3.
    public var m33: CGFloat = 1.0

    /// Creates the identity transform.
    @inlinable public init() {}

    /// Creates the projective transform equal to an affine transform.
    ///
    /// - Parameter m: The affine transform.
    @inlinable public init(_ m: CGAffineTransform) {
        m11 = m.a
        m12 = m.b
        m21 = m.c
        m22 = m.d
        m31 = m.tx
        m32 = m.ty
    }

    /// Creates the projective transform of a layer's 3D transform as seen in the plane: its x,
    /// y and w rows and columns (z is dropped).
    ///
    /// - Parameter m: The 3D transform.
    @inlinable public init(_ m: CATransform3D) {
        m11 = m.m11
        m12 = m.m12
        m13 = m.m14
        m21 = m.m21
        m22 = m.m22
        m23 = m.m24
        m31 = m.m41
        m32 = m.m42
        m33 = m.m44
    }

    /// Whether this is the identity transform.
    @inlinable public var isIdentity: Bool { self == ProjectionTransform() }

    /// Whether the transform is affine (its third column is 0, 0, 1).
    @inlinable public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// Inverts the transform in place; returns false, leaving it unchanged, when it is singular.
    ///
    /// - Returns: Whether the transform was invertible.
    public mutating func invert() -> Bool {
        let c11 = m22 * m33 - m23 * m32
        let c12 = m13 * m32 - m12 * m33
        let c13 = m12 * m23 - m13 * m22
        let determinant = m11 * c11 + m21 * c12 + m31 * c13
        guard determinant != 0, determinant.isFinite else { return false }
        var result = ProjectionTransform()
        result.m11 = c11 / determinant
        result.m12 = c12 / determinant
        result.m13 = c13 / determinant
        result.m21 = (m23 * m31 - m21 * m33) / determinant
        result.m22 = (m11 * m33 - m13 * m31) / determinant
        result.m23 = (m13 * m21 - m11 * m23) / determinant
        result.m31 = (m21 * m32 - m22 * m31) / determinant
        result.m32 = (m12 * m31 - m11 * m32) / determinant
        result.m33 = (m11 * m22 - m12 * m21) / determinant
        self = result
        return true
    }

    /// The inverse of the transform, or the transform itself when it is singular.
    ///
    /// - Returns: The inverse.
    public func inverted() -> ProjectionTransform {
        var copy = self
        _ = copy.invert()
        return copy
    }
}

extension ProjectionTransform: Equatable {
    /// Whether two transforms have the same nine entries.
    ///
    /// - Parameters:
    ///   - a: A transform.
    ///   - b: Another transform.
    /// - Returns: Whether they are equal.
    public static func == (a: ProjectionTransform, b: ProjectionTransform) -> Bool {
        a.m11 == b.m11 && a.m12 == b.m12 && a.m13 == b.m13 && a.m21 == b.m21 && a.m22 == b.m22
            && a.m23 == b.m23 && a.m31 == b.m31 && a.m32 == b.m32 && a.m33 == b.m33
    }
}

extension ProjectionTransform {
    /// The dot product of a row and a column.
    @inline(__always) @inlinable func dot(
        _ a: (CGFloat, CGFloat, CGFloat), _ b: (CGFloat, CGFloat, CGFloat)
    )
        -> CGFloat
    {
        a.0 * b.0 + a.1 * b.1 + a.2 * b.2
    }

    /// The matrix product `self × rhs`: this transform applied first, then `rhs`.
    ///
    /// - Parameter rhs: The transform applied after this one.
    /// - Returns: The product.
    @inlinable public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        var m = ProjectionTransform()
        m.m11 = dot((m11, m12, m13), (rhs.m11, rhs.m21, rhs.m31))
        m.m12 = dot((m11, m12, m13), (rhs.m12, rhs.m22, rhs.m32))
        m.m13 = dot((m11, m12, m13), (rhs.m13, rhs.m23, rhs.m33))
        m.m21 = dot((m21, m22, m23), (rhs.m11, rhs.m21, rhs.m31))
        m.m22 = dot((m21, m22, m23), (rhs.m12, rhs.m22, rhs.m32))
        m.m23 = dot((m21, m22, m23), (rhs.m13, rhs.m23, rhs.m33))
        m.m31 = dot((m31, m32, m33), (rhs.m11, rhs.m21, rhs.m31))
        m.m32 = dot((m31, m32, m33), (rhs.m12, rhs.m22, rhs.m32))
        m.m33 = dot((m31, m32, m33), (rhs.m13, rhs.m23, rhs.m33))
        return m
    }
}
