// ViewLifecycle · HeadlessSwiftUI

/// A geometric angle whose value you access in either radians or degrees.
@frozen public struct Angle: Hashable, Comparable, Sendable {
    /// The angle in radians.
    public var radians: Double

    /// The angle in degrees.
    public var degrees: Double {
        get { radians * (180.0 / .pi) }
        set { radians = newValue * (.pi / 180.0) }
    }

    /// Creates an angle of zero.
    public init() {
        self.init(radians: 0.0)
    }

    /// Creates an angle of the given radians.
    public init(radians: Double) {
        self.radians = radians
    }

    /// Creates an angle of the given degrees.
    public init(degrees: Double) {
        self.init(radians: degrees * (.pi / 180.0))
    }

    /// An angle of the given radians.
    public static func radians(_ radians: Double) -> Angle {
        Angle(radians: radians)
    }

    /// An angle of the given degrees.
    public static func degrees(_ degrees: Double) -> Angle {
        Angle(degrees: degrees)
    }

    /// Whether `lhs` is smaller than `rhs`.
    public static func < (lhs: Angle, rhs: Angle) -> Bool {
        lhs.radians < rhs.radians
    }
}
