// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension Path {
    /// The path as text that ``init(_:)-(String)`` reads back: PDF-style operators after their
    /// numbers (`x y m`, `x y l`, `cx cy x y q`, `c1x c1y c2x c2y x y c`, `h`, and `x y w h re`
    /// for a rectangle), numbers without a trailing `.0`. The exact text a device prints is a
    /// guess (Docs/Evidence.md); reading it back gives the same elements.
    public var description: String {
        var words: [String] = []
        func add(_ numbers: [CGFloat], _ op: String) {
            words += numbers.map(Path.format) + [op]
        }
        for figure in elements {
            switch figure {
            case .rect(let rect):
                let r = rect.standardized
                add([r.minX, r.minY, r.width, r.height], "re")
            default:
                for element in Path.decompose(figure) {
                    switch element {
                    case .move(let p): add([p.x, p.y], "m")
                    case .line(let p): add([p.x, p.y], "l")
                    case .quadCurve(let p, let c): add([c.x, c.y, p.x, p.y], "q")
                    case .curve(let p, let c1, let c2): add([c1.x, c1.y, c2.x, c2.y, p.x, p.y], "c")
                    case .closeSubpath: words.append("h")
                    }
                }
            }
        }
        return words.joined(separator: " ")
    }

    /// Creates a path from text in the form ``description`` writes; `nil` when the text has an
    /// unknown operator or the wrong count of numbers for one.
    ///
    /// - Parameter string: The text.
    public init?(_ string: String) {
        var path = Path()
        var numbers: [CGFloat] = []
        for word in string.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }) {
            if let number = Double(word) {
                numbers.append(CGFloat(number))
                continue
            }
            let n = numbers
            switch (String(word), n.count) {
            case ("m", 2): path.move(to: CGPoint(x: n[0], y: n[1]))
            case ("l", 2): path.addLine(to: CGPoint(x: n[0], y: n[1]))
            case ("q", 4):
                path.addQuadCurve(to: CGPoint(x: n[2], y: n[3]), control: CGPoint(x: n[0], y: n[1]))
            case ("c", 6):
                path.addCurve(
                    to: CGPoint(x: n[4], y: n[5]), control1: CGPoint(x: n[0], y: n[1]),
                    control2: CGPoint(x: n[2], y: n[3]))
            case ("h", 0): path.closeSubpath()
            case ("re", 4): path.addRect(CGRect(x: n[0], y: n[1], width: n[2], height: n[3]))
            default: return nil
            }
            numbers = []
        }
        guard numbers.isEmpty else { return nil }
        self = path
    }

    /// A number as text, without a trailing `.0`.
    static func format(_ value: CGFloat) -> String {
        let text = "\(Double(value))"
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
