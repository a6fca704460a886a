// ViewLifecycle · HeadlessSwiftUI

/// A 4×5 matrix of color and alpha factors and offsets, stored as given (no color is processed
/// headlessly); the default is the identity.
@frozen public struct ColorMatrix: Equatable {
    /// The red output's red factor.
    public var r1: Float = 1
    /// The red output's green factor.
    public var r2: Float = 0
    /// The red output's blue factor.
    public var r3: Float = 0
    /// The red output's alpha factor.
    public var r4: Float = 0
    /// The red output's offset.
    public var r5: Float = 0
    /// The green output's red factor.
    public var g1: Float = 0
    /// The green output's green factor.
    public var g2: Float = 1
    /// The green output's blue factor.
    public var g3: Float = 0
    /// The green output's alpha factor.
    public var g4: Float = 0
    /// The green output's offset.
    public var g5: Float = 0
    /// The blue output's red factor.
    public var b1: Float = 0
    /// The blue output's green factor.
    public var b2: Float = 0
    /// The blue output's blue factor.
    public var b3: Float = 1
    /// The blue output's alpha factor.
    public var b4: Float = 0
    /// The blue output's offset.
    public var b5: Float = 0
    /// The alpha output's red factor.
    public var a1: Float = 0
    /// The alpha output's green factor.
    public var a2: Float = 0
    /// The alpha output's blue factor.
    public var a3: Float = 0
    /// The alpha output's alpha factor.
    public var a4: Float = 1
    /// The alpha output's offset.
    public var a5: Float = 0

    /// Creates the identity matrix.
    @inlinable public init() {}

    /// Whether two matrices have the same twenty entries.
    ///
    /// - Parameters:
    ///   - a: A matrix.
    ///   - b: Another matrix.
    /// - Returns: Whether they are equal.
    public static func == (a: ColorMatrix, b: ColorMatrix) -> Bool {
        [a.r1, a.r2, a.r3, a.r4, a.r5, a.g1, a.g2, a.g3, a.g4, a.g5]
            == [b.r1, b.r2, b.r3, b.r4, b.r5, b.g1, b.g2, b.g3, b.g4, b.g5]
            && [a.b1, a.b2, a.b3, a.b4, a.b5, a.a1, a.a2, a.a3, a.a4, a.a5]
                == [b.b1, b.b2, b.b3, b.b4, b.b5, b.a1, b.a2, b.a3, b.a4, b.a5]
    }
}
