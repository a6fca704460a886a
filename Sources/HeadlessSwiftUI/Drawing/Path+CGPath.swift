// ViewLifecycle · HeadlessSwiftUI

import CoreGraphics
import Foundation

extension Path {
    /// Creates a path from an immutable shape path: headlessly the path keeps the shape's
    /// bounding box (a path records figures and bounds, and nothing is drawn), so a
    /// `Path(UIBezierPath(…).cgPath)` shape has the bounds a device computes.
    ///
    /// - Parameter path: The Core Graphics path.
    public init(_ path: CGPath) {
        self.init()
        if !path.isEmpty { elements = [.rect(path.boundingBox)] }
    }

    /// Creates a path from a copy of a mutable shape path (its bounding box, as above).
    ///
    /// - Parameter path: The mutable Core Graphics path.
    public init(_ path: CGMutablePath) {
        self.init(path as CGPath)
    }

    /// An immutable path representing the elements in the path: its moves, lines, curves,
    /// rectangles, ellipses and rounded rectangles, and its closes.
    public var cgPath: CGPath {
        let path = CGMutablePath()
        for figure in elements {
            switch figure {
            case .move(let point): path.move(to: point)
            case .line(let point): path.addLine(to: point)
            case .quadCurve(let point, let control): path.addQuadCurve(to: point, control: control)
            case .curve(let point, let control1, let control2):
                path.addCurve(to: point, control1: control1, control2: control2)
            case .rect(let rect): path.addRect(rect)
            case .ellipse(let rect): path.addEllipse(in: rect)
            case .roundedRect(let rect, let size):
                path.addRoundedRect(in: rect, cornerWidth: size.width, cornerHeight: size.height)
            case .unevenRoundedRect:
                for element in Path.decompose(figure) {
                    switch element {
                    case .move(let point): path.move(to: point)
                    case .line(let point): path.addLine(to: point)
                    case .quadCurve(let point, let control): path.addQuadCurve(to: point, control: control)
                    case .curve(let point, let control1, let control2):
                        path.addCurve(to: point, control1: control1, control2: control2)
                    case .closeSubpath: path.closeSubpath()
                    }
                }
            case .close: path.closeSubpath()
            }
        }
        return path
    }
}
