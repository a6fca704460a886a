// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension Path {
    /// Returns a path constructed by applying the transform to all points of the path.
    ///
    /// Points move exactly. A rectangle, ellipse or rounded rectangle stays one under a
    /// transform that only scales and translates; under a rotation or skew it becomes its
    /// elements, each point transformed.
    ///
    /// - Parameter transform: The transform.
    /// - Returns: The transformed path.
    public func applying(_ transform: CGAffineTransform) -> Path {
        if transform.isIdentity { return self }
        var path = Path()
        path.elements = Path.transformed(elements, by: transform)
        return path
    }

    /// Figures transformed by `transform`.
    static func transformed(_ figures: [Figure], by transform: CGAffineTransform) -> [Figure] {
        if transform.isIdentity { return figures }
        let keepsRects = transform.b == 0 && transform.c == 0
        return figures.flatMap { figure -> [Figure] in
            switch figure {
            case .move(let point): return [.move(point.applying(transform))]
            case .line(let point): return [.line(point.applying(transform))]
            case .quadCurve(let point, let control):
                return [.quadCurve(point.applying(transform), control: control.applying(transform))]
            case .curve(let point, let control1, let control2):
                return [
                    .curve(
                        point.applying(transform), control1: control1.applying(transform),
                        control2: control2.applying(transform))
                ]
            case .close: return [.close]
            case .rect(let rect) where keepsRects: return [.rect(rect.applying(transform))]
            case .ellipse(let rect) where keepsRects: return [.ellipse(rect.applying(transform))]
            case .roundedRect(let rect, let size) where keepsRects:
                let scaled = CGSize(
                    width: size.width * abs(transform.a), height: size.height * abs(transform.d))
                return [.roundedRect(rect.applying(transform), scaled)]
            case .rect, .ellipse, .roundedRect, .unevenRoundedRect:
                return transformed(decompose(figure).map(Path.figure), by: transform)
            }
        }
    }
}
