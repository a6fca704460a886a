// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A function defined by a two-dimensional curve that maps an input progress in the range
/// [0, 1] to an output progress that is also in the range [0, 1].
///
/// Headlessly the curve is evaluated exactly (`value(at:)`, `velocity(at:)`), though no
/// animation is drawn with it.
public struct UnitCurve: Sendable, Hashable {
    /// The curve's name, as an animation made from it is named.
    let name: String
    let shape: Shape
    /// Whether the curve is the inverse of `shape` (its input and output swapped).
    let inverted: Bool

    /// The function a curve follows.
    enum Shape: Hashable, Sendable {
        case linear
        /// A cubic Bézier from (0, 0) to (1, 1) with these control points.
        case bezier(x1: Double, y1: Double, x2: Double, y2: Double)
        case circularEaseIn, circularEaseOut, circularEaseInOut
    }

    init(name: String, shape: Shape, inverted: Bool = false) {
        self.name = name
        self.shape = shape
        self.inverted = inverted
    }

    /// A linear curve: the output equals the input.
    public static let linear = UnitCurve(name: "linear", shape: .linear)
    /// A curve that starts slowly and speeds up: a Bézier through (0.42, 0) and (1, 1).
    public static let easeIn = UnitCurve(name: "easeIn", shape: .bezier(x1: 0.42, y1: 0, x2: 1, y2: 1))
    /// A curve that starts quickly and slows down: a Bézier through (0, 0) and (0.58, 1).
    public static let easeOut = UnitCurve(name: "easeOut", shape: .bezier(x1: 0, y1: 0, x2: 0.58, y2: 1))
    /// A curve that starts slowly, speeds up, then slows down: a Bézier through (0.42, 0) and
    /// (0.58, 1).
    public static let easeInOut = UnitCurve(
        name: "easeInOut", shape: .bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
    /// A curve that starts slowly, speeds up, then slows down: a Bézier through (0.42, 0) and
    /// (0.58, 1), as `easeInOut`.
    @available(iOS 17.0, macOS 14.0, *)
    public static let easeInEaseOut = UnitCurve(
        name: "easeInEaseOut", shape: .bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
    /// A circular curve that starts slowly and speeds up: `1 - √(1 - x²)`.
    public static let circularEaseIn = UnitCurve(name: "circularEaseIn", shape: .circularEaseIn)
    /// A circular curve that starts quickly and slows down: `√((2 - x) x)`.
    public static let circularEaseOut = UnitCurve(name: "circularEaseOut", shape: .circularEaseOut)
    /// A circular curve that starts slowly, speeds up, then slows down.
    public static let circularEaseInOut = UnitCurve(name: "circularEaseInOut", shape: .circularEaseInOut)

    /// A cubic Bézier curve from (0, 0) to (1, 1) with the two control points.
    @available(iOS 17.0, macOS 14.0, *)
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        let shape = Shape.bezier(
            x1: Double(startControlPoint.x), y1: Double(startControlPoint.y), x2: Double(endControlPoint.x),
            y2: Double(endControlPoint.y))
        return UnitCurve(
            name:
                "bezier(\(startControlPoint.x), \(startControlPoint.y), \(endControlPoint.x), \(endControlPoint.y))",
            shape: shape)
    }

    /// The curve's output at `progress` (clamped to 0...1).
    @available(iOS 17.0, macOS 14.0, *)
    public func value(at progress: Double) -> Double {
        let x = min(max(progress, 0), 1)
        return inverted ? Self.solve(shape, for: x) : Self.value(shape, at: x)
    }

    /// The curve's rate of change at `progress` (clamped to 0...1): output per unit of input.
    @available(iOS 17.0, macOS 14.0, *)
    public func velocity(at progress: Double) -> Double {
        let x = min(max(progress, 0), 1)
        guard inverted else { return Self.velocity(shape, at: x) }
        return 1 / Self.velocity(shape, at: Self.solve(shape, for: x))
    }

    /// The curve with its input and output swapped.
    @available(iOS 17.0, macOS 14.0, *)
    public var inverse: UnitCurve {
        if case .bezier(let x1, let y1, let x2, let y2) = shape {
            return UnitCurve(name: "inverse(\(name))", shape: .bezier(x1: y1, y1: x1, x2: y2, y2: x2))
        }
        return UnitCurve(
            name: inverted ? String(name.dropFirst(8).dropLast()) : "inverse(\(name))",
            shape: shape, inverted: !inverted)
    }

    /// `shape`'s output at `x` in 0...1.
    private static func value(_ shape: Shape, at x: Double) -> Double {
        switch shape {
        case .linear: return x
        case .bezier(let x1, let y1, let x2, let y2):
            return cubic(bezierParameter(x1, x2, for: x), y1, y2)
        case .circularEaseIn: return 1 - (1 - x * x).squareRoot()
        case .circularEaseOut: return ((2 - x) * x).squareRoot()
        case .circularEaseInOut:
            return x < 0.5
                ? 0.5 * (1 - (1 - 4 * x * x).squareRoot())
                : 0.5 * ((-(2 * x - 3) * (2 * x - 1)).squareRoot() + 1)
        }
    }

    /// `shape`'s derivative at `x` in 0...1.
    private static func velocity(_ shape: Shape, at x: Double) -> Double {
        switch shape {
        case .linear: return 1
        case .bezier(let x1, let y1, let x2, let y2):
            let t = bezierParameter(x1, x2, for: x)
            return cubicSlope(t, y1, y2) / cubicSlope(t, x1, x2)
        case .circularEaseIn: return x / (1 - x * x).squareRoot()
        case .circularEaseOut: return (1 - x) / ((2 - x) * x).squareRoot()
        case .circularEaseInOut:
            return x < 0.5
                ? 2 * x / (1 - 4 * x * x).squareRoot()
                : (2 - 2 * x) / (-(2 * x - 3) * (2 * x - 1)).squareRoot()
        }
    }

    /// The input at which `shape` outputs `y` (every shape rises from 0 to 1): bisection.
    private static func solve(_ shape: Shape, for y: Double) -> Double {
        var low = 0.0
        var high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if value(shape, at: mid) < y { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }

    /// One coordinate of the Bézier at parameter `t`, its control coordinates `c1`, `c2`.
    private static func cubic(_ t: Double, _ c1: Double, _ c2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t
    }

    /// The derivative of `cubic` in `t`.
    private static func cubicSlope(_ t: Double, _ c1: Double, _ c2: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * c1 + 6 * u * t * (c2 - c1) + 3 * t * t * (1 - c2)
    }

    /// The parameter at which the Bézier's x is `x` (x rises with the parameter): bisection.
    private static func bezierParameter(_ x1: Double, _ x2: Double, for x: Double) -> Double {
        var low = 0.0
        var high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if cubic(mid, x1, x2) < x { low = mid } else { high = mid }
        }
        return (low + high) / 2
    }
}
