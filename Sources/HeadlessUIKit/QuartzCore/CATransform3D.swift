// ViewLifecycle · HeadlessUIKit

import Foundation

/// A 4 × 4 matrix that transforms a layer in three dimensions, applied to row vectors as Core
/// Animation applies it (`m41`, `m42`, `m43` translate). Kept and composed; nothing is drawn.
public struct CATransform3D: Sendable {
    /// The matrix entry at row 1, column 1.
    public var m11: CGFloat
    /// The matrix entry at row 1, column 2.
    public var m12: CGFloat
    /// The matrix entry at row 1, column 3.
    public var m13: CGFloat
    /// The matrix entry at row 1, column 4.
    public var m14: CGFloat
    /// The matrix entry at row 2, column 1.
    public var m21: CGFloat
    /// The matrix entry at row 2, column 2.
    public var m22: CGFloat
    /// The matrix entry at row 2, column 3.
    public var m23: CGFloat
    /// The matrix entry at row 2, column 4.
    public var m24: CGFloat
    /// The matrix entry at row 3, column 1.
    public var m31: CGFloat
    /// The matrix entry at row 3, column 2.
    public var m32: CGFloat
    /// The matrix entry at row 3, column 3.
    public var m33: CGFloat
    /// The matrix entry at row 3, column 4.
    public var m34: CGFloat
    /// The matrix entry at row 4, column 1.
    public var m41: CGFloat
    /// The matrix entry at row 4, column 2.
    public var m42: CGFloat
    /// The matrix entry at row 4, column 3.
    public var m43: CGFloat
    /// The matrix entry at row 4, column 4.
    public var m44: CGFloat

    /// Creates a transform whose entries are all zero.
    public init() {
        (m11, m12, m13, m14) = (0, 0, 0, 0)
        (m21, m22, m23, m24) = (0, 0, 0, 0)
        (m31, m32, m33, m34) = (0, 0, 0, 0)
        (m41, m42, m43, m44) = (0, 0, 0, 0)
    }

    /// Creates a transform from its sixteen entries, row by row.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The entries row by row, for the matrix arithmetic.
    var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    /// The transform with these rows.
    init(rows r: [[CGFloat]]) {
        self.init(
            m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
            m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
            m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
            m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }
}
