// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension Path {
    /// The smallest rectangle holding every point of the path, its curves' extremes included
    /// and their control points not (Core Graphics' path bounding box); `.zero` when empty.
    public var boundingRect: CGRect {
        var result = CGRect.null
        func add(_ point: CGPoint) { result = result.union(CGRect(origin: point, size: .zero)) }
        for figure in elements {
            switch figure {
            case .rect(let rect), .ellipse(let rect), .roundedRect(let rect, _),
                .unevenRoundedRect(let rect, _):
                result = result.union(rect.standardized)
            default: break
            }
        }
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        for figure in elements {
            switch figure {
            case .move(let point):
                add(point)
                current = point
                subpathStart = point
            case .line(let point):
                add(point)
                current = point
            case .quadCurve(let point, let control):
                for t in Path.quadExtrema(current, control, point) {
                    add(Path.quadPoint(current, control, point, t))
                }
                add(point)
                current = point
            case .curve(let point, let control1, let control2):
                for t in Path.cubicExtrema(current, control1, control2, point) {
                    add(Path.cubicPoint(current, control1, control2, point, t))
                }
                add(point)
                current = point
            case .close: current = subpathStart
            case .rect(let rect), .ellipse(let rect), .roundedRect(let rect, _),
                .unevenRoundedRect(let rect, _):
                current =
                    Path.decompose(figure).first.flatMap { element -> CGPoint? in
                        if case .move(let point) = element { return point }
                        return nil
                    } ?? rect.origin
                subpathStart = current
            }
        }
        return result.isNull ? .zero : result
    }

    /// Whether the filled path contains a point: with `eoFill`, by the even-odd rule, else by
    /// the non-zero winding rule. Curves are flattened to 32 segments each for the test.
    ///
    /// - Parameters:
    ///   - p: The point.
    ///   - eoFill: Whether to use the even-odd rule.
    /// - Returns: Whether the point is inside.
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        var crossings = 0
        for polygon in polygons() where polygon.count > 1 {
            for index in polygon.indices {
                let a = polygon[index]
                let b = polygon[(index + 1) % polygon.count]
                if a.y <= p.y {
                    if b.y > p.y && Path.side(a, b, p) > 0 {
                        winding += 1
                        crossings += 1
                    }
                } else if b.y <= p.y && Path.side(a, b, p) < 0 {
                    winding -= 1
                    crossings += 1
                }
            }
        }
        return eoFill ? crossings % 2 == 1 : winding != 0
    }

    /// The subpaths as closed polygons, curves flattened.
    func polygons() -> [[CGPoint]] {
        var result: [[CGPoint]] = []
        var polygon: [CGPoint] = []
        var current = CGPoint.zero
        func finish() {
            if !polygon.isEmpty { result.append(polygon) }
            polygon = []
        }
        forEach { element in
            switch element {
            case .move(let point):
                finish()
                polygon = [point]
                current = point
            case .line(let point):
                if polygon.isEmpty { polygon = [current] }
                polygon.append(point)
                current = point
            case .quadCurve(let point, let control):
                if polygon.isEmpty { polygon = [current] }
                let start = current
                for step in 1...32 {
                    polygon.append(Path.quadPoint(start, control, point, CGFloat(step) / 32))
                }
                current = point
            case .curve(let point, let control1, let control2):
                if polygon.isEmpty { polygon = [current] }
                let start = current
                for step in 1...32 {
                    polygon.append(Path.cubicPoint(start, control1, control2, point, CGFloat(step) / 32))
                }
                current = point
            case .closeSubpath:
                if let first = polygon.first { current = first }
                finish()
            }
        }
        finish()
        return result
    }

    /// Which side of the line from `a` to `b` the point `p` lies on (positive: left).
    static func side(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    /// The point at `t` on a quadratic Bézier curve.
    static func quadPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(
            x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x,
            y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y)
    }

    /// The point at `t` on a cubic Bézier curve.
    static func cubicPoint(
        _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat
    ) -> CGPoint {
        let u = 1 - t
        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return CGPoint(
            x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// The parameters in (0, 1) where a quadratic curve turns in x or y.
    static func quadExtrema(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint) -> [CGFloat] {
        func root(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> CGFloat? {
            let denominator = a - 2 * b + c
            guard denominator != 0 else { return nil }
            let t = (a - b) / denominator
            return t > 0 && t < 1 ? t : nil
        }
        return [root(p0.x, p1.x, p2.x), root(p0.y, p1.y, p2.y)].compactMap { $0 }
    }

    /// The parameters in (0, 1) where a cubic curve turns in x or y.
    static func cubicExtrema(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGFloat] {
        func roots(_ a0: CGFloat, _ a1: CGFloat, _ a2: CGFloat, _ a3: CGFloat) -> [CGFloat] {
            // The derivative's coefficients: a t² + b t + c.
            let a = 3 * (-a0 + 3 * a1 - 3 * a2 + a3)
            let b = 6 * (a0 - 2 * a1 + a2)
            let c = 3 * (a1 - a0)
            var result: [CGFloat] = []
            if abs(a) < 1e-12 {
                if b != 0 { result.append(-c / b) }
            } else {
                let discriminant = b * b - 4 * a * c
                if discriminant >= 0 {
                    let root = discriminant.squareRoot()
                    result += [(-b + root) / (2 * a), (-b - root) / (2 * a)]
                }
            }
            return result.filter { $0 > 0 && $0 < 1 }
        }
        return roots(p0.x, p1.x, p2.x, p3.x) + roots(p0.y, p1.y, p2.y, p3.y)
    }
}
