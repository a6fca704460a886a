// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension Path {
    /// One element of a path: a move, a line, a Bézier curve or a close.
    @frozen public enum Element: Equatable {
        /// Begins a new subpath at a point.
        case move(to: CGPoint)
        /// A straight line to a point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve to a point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve to a point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// Closes the current subpath.
        case closeSubpath

        /// Whether two elements are the same kind with the same points.
        ///
        /// - Parameters:
        ///   - a: An element.
        ///   - b: Another element.
        /// - Returns: Whether they are equal.
        public static func == (a: Path.Element, b: Path.Element) -> Bool {
            switch (a, b) {
            case (.move(let p), .move(let q)), (.line(let p), .line(let q)): return p == q
            case (.quadCurve(let p, let c), .quadCurve(let q, let d)): return p == q && c == d
            case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
                return p == q && c1 == d1 && c2 == d2
            case (.closeSubpath, .closeSubpath): return true
            default: return false
            }
        }
    }

    /// Calls `body` with each element of the path, in order: a rectangle is a move, three lines
    /// and a close (as Core Graphics adds one); an ellipse is a move and four cubic curves from
    /// its right-hand point; a rounded rectangle is lines and a cubic curve per corner.
    ///
    /// - Parameter body: The closure called with each element.
    public func forEach(_ body: (Path.Element) -> Void) {
        for figure in elements { Path.decompose(figure).forEach(body) }
    }

    /// The elements of the path, in order.
    var pathElements: [Path.Element] { elements.flatMap(Path.decompose) }

    /// The handle length of a cubic Bézier quarter ellipse, as a fraction of its radius.
    static let kappa: CGFloat = 0.552_284_749_831

    /// The elements that make a figure.
    static func decompose(_ figure: Figure) -> [Path.Element] {
        switch figure {
        case .move(let point): return [.move(to: point)]
        case .line(let point): return [.line(to: point)]
        case .quadCurve(let point, let control): return [.quadCurve(to: point, control: control)]
        case .curve(let point, let control1, let control2):
            return [.curve(to: point, control1: control1, control2: control2)]
        case .close: return [.closeSubpath]
        case .rect(let rect):
            let r = rect.standardized
            return [
                .move(to: CGPoint(x: r.minX, y: r.minY)), .line(to: CGPoint(x: r.maxX, y: r.minY)),
                .line(to: CGPoint(x: r.maxX, y: r.maxY)), .line(to: CGPoint(x: r.minX, y: r.maxY)),
                .closeSubpath,
            ]
        case .ellipse(let rect):
            let r = rect.standardized
            let (rx, ry) = (r.width / 2, r.height / 2)
            let (cx, cy) = (r.midX, r.midY)
            let (kx, ky) = (rx * kappa, ry * kappa)
            return [
                .move(to: CGPoint(x: r.maxX, y: cy)),
                .curve(
                    to: CGPoint(x: cx, y: r.maxY), control1: CGPoint(x: r.maxX, y: cy + ky),
                    control2: CGPoint(x: cx + kx, y: r.maxY)),
                .curve(
                    to: CGPoint(x: r.minX, y: cy), control1: CGPoint(x: cx - kx, y: r.maxY),
                    control2: CGPoint(x: r.minX, y: cy + ky)),
                .curve(
                    to: CGPoint(x: cx, y: r.minY), control1: CGPoint(x: r.minX, y: cy - ky),
                    control2: CGPoint(x: cx - kx, y: r.minY)),
                .curve(
                    to: CGPoint(x: r.maxX, y: cy), control1: CGPoint(x: cx + kx, y: r.minY),
                    control2: CGPoint(x: r.maxX, y: cy - ky)),
                .closeSubpath,
            ]
        case .roundedRect(let rect, let size):
            let r = rect.standardized
            let w = min(max(size.width, 0), r.width / 2)
            let h = min(max(size.height, 0), r.height / 2)
            let corner = CGSize(width: w, height: h)
            return roundedElements(
                r, topLeading: corner, topTrailing: corner, bottomTrailing: corner, bottomLeading: corner)
        case .unevenRoundedRect(let rect, let radii):
            let r = rect.standardized
            let limit = min(r.width, r.height) / 2
            func corner(_ radius: CGFloat) -> CGSize {
                let clamped = min(max(radius, 0), limit)
                return CGSize(width: clamped, height: clamped)
            }
            return roundedElements(
                r, topLeading: corner(radii.topLeading), topTrailing: corner(radii.topTrailing),
                bottomTrailing: corner(radii.bottomTrailing), bottomLeading: corner(radii.bottomLeading))
        }
    }

    /// A rectangle's elements with each corner a quarter ellipse of its size (clockwise on
    /// screen, from the top edge).
    static func roundedElements(
        _ r: CGRect, topLeading: CGSize, topTrailing: CGSize, bottomTrailing: CGSize, bottomLeading: CGSize
    ) -> [Path.Element] {
        var result: [Path.Element] = [.move(to: CGPoint(x: r.minX + topLeading.width, y: r.minY))]
        func corner(_ end: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ size: CGSize) {
            if size.width > 0 && size.height > 0 {
                result.append(.curve(to: end, control1: c1, control2: c2))
            }
        }
        result.append(.line(to: CGPoint(x: r.maxX - topTrailing.width, y: r.minY)))
        corner(
            CGPoint(x: r.maxX, y: r.minY + topTrailing.height),
            CGPoint(x: r.maxX - topTrailing.width * (1 - kappa), y: r.minY),
            CGPoint(x: r.maxX, y: r.minY + topTrailing.height * (1 - kappa)), topTrailing)
        result.append(.line(to: CGPoint(x: r.maxX, y: r.maxY - bottomTrailing.height)))
        corner(
            CGPoint(x: r.maxX - bottomTrailing.width, y: r.maxY),
            CGPoint(x: r.maxX, y: r.maxY - bottomTrailing.height * (1 - kappa)),
            CGPoint(x: r.maxX - bottomTrailing.width * (1 - kappa), y: r.maxY), bottomTrailing)
        result.append(.line(to: CGPoint(x: r.minX + bottomLeading.width, y: r.maxY)))
        corner(
            CGPoint(x: r.minX, y: r.maxY - bottomLeading.height),
            CGPoint(x: r.minX + bottomLeading.width * (1 - kappa), y: r.maxY),
            CGPoint(x: r.minX, y: r.maxY - bottomLeading.height * (1 - kappa)), bottomLeading)
        result.append(.line(to: CGPoint(x: r.minX, y: r.minY + topLeading.height)))
        corner(
            CGPoint(x: r.minX + topLeading.width, y: r.minY),
            CGPoint(x: r.minX, y: r.minY + topLeading.height * (1 - kappa)),
            CGPoint(x: r.minX + topLeading.width * (1 - kappa), y: r.minY), topLeading)
        result.append(.closeSubpath)
        return result
    }

    /// The figure an element records.
    static func figure(_ element: Path.Element) -> Figure {
        switch element {
        case .move(let point): return .move(point)
        case .line(let point): return .line(point)
        case .quadCurve(let point, let control): return .quadCurve(point, control: control)
        case .curve(let point, let control1, let control2):
            return .curve(point, control1: control1, control2: control2)
        case .closeSubpath: return .close
        }
    }
}
