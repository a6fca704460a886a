// ViewLifecycle · CoreGraphics

import Foundation

/// Painting: recorded in ``Headless/drawing(in:)`` and listed in `Headless.inertCalls`, since no pixels exist.
extension CGContext {
    /// Paints `rect` with the fill colour.
    ///
    /// - Parameter rect: The rectangle.
    public func fill(_ rect: CGRect) {
        paint("fill", rect, color: state.fillColor, api: "CGContext.fill(_:)")
    }

    /// Paints each rectangle with the fill colour.
    ///
    /// - Parameter rects: The rectangles.
    public func fill(_ rects: [CGRect]) { for rect in rects { fill(rect) } }

    /// Strokes `rect`'s outline with the stroke colour and line width.
    ///
    /// - Parameter rect: The rectangle.
    public func stroke(_ rect: CGRect) {
        paint(
            "stroke", rect, color: state.strokeColor, width: state.lineWidth, api: "CGContext.stroke(_:)")
    }

    /// Strokes `rect`'s outline with the stroke colour and `width`.
    ///
    /// - Parameters:
    ///   - rect: The rectangle.
    ///   - width: The line width.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        paint("stroke", rect, color: state.strokeColor, width: width, api: "CGContext.stroke(_:width:)")
    }

    /// Clears `rect` to transparent.
    ///
    /// - Parameter rect: The rectangle.
    public func clear(_ rect: CGRect) { paint("clear", rect, color: nil, api: "CGContext.clear(_:)") }

    /// Paints the ellipse inside `rect` with the fill colour.
    ///
    /// - Parameter rect: The ellipse's bounds.
    public func fillEllipse(in rect: CGRect) {
        paint("fill ellipse", rect, color: state.fillColor, api: "CGContext.fillEllipse(in:)")
    }

    /// Strokes the ellipse inside `rect`.
    ///
    /// - Parameter rect: The ellipse's bounds.
    public func strokeEllipse(in rect: CGRect) {
        paint(
            "stroke ellipse", rect, color: state.strokeColor, width: state.lineWidth,
            api: "CGContext.strokeEllipse(in:)")
    }

    /// Fills the current path, then empties it.
    ///
    /// - Parameter rule: The fill rule.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        paintPath(
            rule == .winding ? "fill path" : "fill path (even-odd)", color: state.fillColor,
            api: "CGContext.fillPath(using:)")
    }

    /// Strokes the current path, then empties it.
    public func strokePath() {
        paintPath(
            "stroke path", color: state.strokeColor, width: state.lineWidth, api: "CGContext.strokePath()"
        )
    }

    /// Paints the current path as `mode` says, then empties it.
    ///
    /// - Parameter mode: Fill, stroke or both.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill, .eoFill:
            paintPath(
                mode == .fill ? "fill path" : "fill path (even-odd)", color: state.fillColor,
                api: "CGContext.drawPath(using:)")
        case .stroke: strokePath()
        case .fillStroke, .eoFillStroke:
            let path = currentPath
            paintPath(
                mode == .fillStroke ? "fill path" : "fill path (even-odd)", color: state.fillColor,
                api: "CGContext.drawPath(using:)")
            currentPath = path
            strokePath()
        }
    }

    /// Strokes line segments between successive pairs of points.
    ///
    /// - Parameter points: The points, two per segment.
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        for pair in stride(from: 0, to: points.count - 1, by: 2) {
            move(to: points[pair])
            addLine(to: points[pair + 1])
        }
        strokePath()
    }

    /// Draws `image` scaled into `rect` (recorded as `draw image`).
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - rect: Where it goes, in user space.
    ///   - byTiling: Whether it is repeated to fill the clip.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        paint(
            "draw image \(image.width)x\(image.height)\(byTiling ? " tiled" : "")", rect, color: nil,
            api: "CGContext.draw(_:in:byTiling:)")
    }

    /// An image of the context's pixels (their dimensions: no pixels exist headlessly).
    ///
    /// - Returns: The image.
    public func makeImage() -> CGImage? { CGImage(width: width, height: height) }

    // MARK: recording

    private func paint(
        _ operation: String, _ rect: CGRect, color: CGColor?, width: CGFloat? = nil, api: StaticString
    ) {
        record(operation, rect.applying(state.transform), color: color, width: width, api: api)
        beginPath()
    }

    private func paintPath(_ operation: String, color: CGColor, width: CGFloat? = nil, api: StaticString) {
        if !currentPath.isEmpty {
            record(
                operation, currentPath.boundingBox, color: color, width: width,
                api: api)
        }
        beginPath()
    }

    private func record(
        _ operation: String, _ rect: CGRect, color: CGColor?, width: CGFloat?, api: StaticString
    ) {
        var line =
            "\(operation) \(Self.format(rect.minX)),\(Self.format(rect.minY)) \(Self.format(rect.width))x\(Self.format(rect.height))"
        if let color { line += " " + Self.format(color, alpha: state.alpha) }
        if let width {
            let transform = state.transform
            let scale = sqrt(abs(transform.a * transform.d - transform.b * transform.c))
            line += " width \(Self.format(width * scale))"
        }
        if state.blendMode != .normal { line += " \(state.blendMode)" }
        drawing.append(line)
        onPaint?(api)
    }

    /// A colour as `rgba(r, g, b, a)`, the context's alpha applied.
    private static func format(_ color: CGColor, alpha: CGFloat) -> String {
        let parts = color.components ?? [0, 0, 0, 1]
        let rgb = parts.prefix(3).map(format).joined(separator: ", ")
        return "rgba(\(rgb), \(format((parts.last ?? 1) * alpha)))"
    }

    /// A number as short as it reads: `2`, `0.5`.
    private static func format(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15
            ? String(Int(value)) : String(format: "%g", Double(value))
    }
}
