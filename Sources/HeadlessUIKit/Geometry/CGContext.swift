// ViewLifecycle · HeadlessUIKit

#if !canImport(CoreGraphics)
    import Foundation

    /// A Core Graphics drawing destination (the toolchain's Foundation lacks Core Graphics).
    ///
    /// Headlessly it keeps what drawing code sets and reads back: the graphics state with its
    /// save and restore stack (colours, line style, transform, clip), the current path and the
    /// text position. No pixels exist, so painting (fill, stroke, clear, images, gradients) is
    /// recorded instead: each operation is one line in ``Headless/drawing(in:)``, and its API
    /// is listed in `Headless.inertCalls`. A path's points are kept in base coordinates,
    /// transformed as they are added, as in Core Graphics. The base coordinates have their origin
    /// at the top left, as UIKit's drawing sees them (a device's bitmap is flipped under UIKit's
    /// transform, so its `ctm` differs).
    public class CGContext: Hashable {
        /// The context's width in pixels.
        public let width: Int
        /// The context's height in pixels.
        public let height: Int
        private var state: CGContextState
        private var savedStates: [CGContextState] = []
        private var currentPath = CGMutablePath()
        /// What was painted, in order, in the base coordinates.
        private(set) var drawing: [String] = []

        /// A context of `width` by `height` pixels whose base transform maps points to pixels.
        init(width: Int, height: Int, scale: CGFloat = 1) {
            self.width = width
            self.height = height
            state = CGContextState(clip: CGRect(x: 0, y: 0, width: width, height: height))
            state.transform = CGAffineTransform(scaleX: scale, y: scale)
        }

        /// Whether both are the same context.
        public static func == (lhs: CGContext, rhs: CGContext) -> Bool { lhs === rhs }

        /// Hashes the context's identity.
        ///
        /// - Parameter hasher: The hasher.
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

        // MARK: graphics state

        /// Pushes a copy of the graphics state.
        public func saveGState() { savedStates.append(state) }

        /// Pops the graphics state `saveGState()` last pushed; without one it does nothing, as
        /// Core Graphics does.
        public func restoreGState() {
            if let saved = savedStates.popLast() { state = saved }
        }

        /// The current transformation matrix, from user to base coordinates.
        public var ctm: CGAffineTransform { state.transform }

        /// Moves the user space's origin.
        ///
        /// - Parameters:
        ///   - tx: The horizontal distance.
        ///   - ty: The vertical distance.
        public func translateBy(x tx: CGFloat, y ty: CGFloat) {
            state.transform = state.transform.translatedBy(x: tx, y: ty)
        }

        /// Scales the user space.
        ///
        /// - Parameters:
        ///   - sx: The horizontal factor.
        ///   - sy: The vertical factor.
        public func scaleBy(x sx: CGFloat, y sy: CGFloat) {
            state.transform = state.transform.scaledBy(x: sx, y: sy)
        }

        /// Rotates the user space.
        ///
        /// - Parameter angle: The angle in radians.
        public func rotate(by angle: CGFloat) { state.transform = state.transform.rotated(by: angle) }

        /// Applies `transform` to the user space.
        ///
        /// - Parameter transform: The transform.
        public func concatenate(_ transform: CGAffineTransform) {
            state.transform = transform.concatenating(state.transform)
        }

        /// Sets the width of stroked lines.
        ///
        /// - Parameter width: The width in user-space points.
        public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }

        /// Sets how stroked lines end.
        ///
        /// - Parameter cap: The end style.
        public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }

        /// Sets how stroked lines join.
        ///
        /// - Parameter join: The join style.
        public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }

        /// Sets the limit of a mitered join.
        ///
        /// - Parameter limit: The limit.
        public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }

        /// Sets the dash pattern of stroked lines.
        ///
        /// - Parameters:
        ///   - phase: Where in the pattern a line starts.
        ///   - lengths: The painted and unpainted lengths, alternately (empty: solid).
        public func setLineDash(phase: CGFloat, lengths: [CGFloat]) { state.lineDash = (phase, lengths) }

        /// Sets how finely curves are flattened (no effect headlessly).
        ///
        /// - Parameter flatness: The flatness.
        public func setFlatness(_ flatness: CGFloat) {}

        /// Sets the opacity painting uses.
        ///
        /// - Parameter alpha: The opacity, 0 to 1.
        public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha }

        /// Sets how painting composites.
        ///
        /// - Parameter mode: The blend mode.
        public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }

        /// Sets the fill colour.
        ///
        /// - Parameter color: The colour.
        public func setFillColor(_ color: CGColor) { state.fillColor = color }

        /// Sets the stroke colour.
        ///
        /// - Parameter color: The colour.
        public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }

        /// Sets the fill colour to a grey.
        ///
        /// - Parameters:
        ///   - gray: The grey level, 0 to 1.
        ///   - alpha: The opacity, 0 to 1.
        public func setFillColor(gray: CGFloat, alpha: CGFloat) {
            state.fillColor = CGColor(gray: gray, alpha: alpha)
        }

        /// Sets the stroke colour to a grey.
        ///
        /// - Parameters:
        ///   - gray: The grey level, 0 to 1.
        ///   - alpha: The opacity, 0 to 1.
        public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
            state.strokeColor = CGColor(gray: gray, alpha: alpha)
        }

        /// Sets the fill colour from RGB components.
        ///
        /// - Parameters:
        ///   - red: The red component, 0 to 1.
        ///   - green: The green component, 0 to 1.
        ///   - blue: The blue component, 0 to 1.
        ///   - alpha: The opacity, 0 to 1.
        public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
        }

        /// Sets the stroke colour from RGB components.
        ///
        /// - Parameters:
        ///   - red: The red component, 0 to 1.
        ///   - green: The green component, 0 to 1.
        ///   - blue: The blue component, 0 to 1.
        ///   - alpha: The opacity, 0 to 1.
        public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
        }

        /// Sets a shadow for what is painted next (kept with the state; a `nil` colour: none).
        ///
        /// - Parameters:
        ///   - offset: The shadow's offset.
        ///   - blur: The blur radius.
        ///   - color: The colour, or `nil` for none.
        public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
            state.shadow = color.map { (offset, blur, $0) }
        }

        /// Sets a one-third-opaque black shadow for what is painted next.
        ///
        /// - Parameters:
        ///   - offset: The shadow's offset.
        ///   - blur: The blur radius.
        public func setShadow(offset: CGSize, blur: CGFloat) {
            setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3))
        }

        /// Turns antialiasing on or off (no effect headlessly).
        ///
        /// - Parameter shouldAntialias: Whether to antialias.
        public func setShouldAntialias(_ shouldAntialias: Bool) {}

        /// Allows antialiasing or not (no effect headlessly).
        ///
        /// - Parameter allowsAntialiasing: Whether it is allowed.
        public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}

        /// How finely scaled images are interpolated.
        public var interpolationQuality: CGInterpolationQuality {
            get { state.interpolationQuality }
            set { state.interpolationQuality = newValue }
        }

        /// The transform text is drawn with (not part of the graphics state).
        public var textMatrix: CGAffineTransform = .identity

        /// Where the next text is drawn.
        public var textPosition: CGPoint = .zero

        // MARK: the path

        /// Starts a new, empty path.
        public func beginPath() { currentPath = CGMutablePath() }

        /// Starts a subpath at `point`.
        ///
        /// - Parameter point: The point.
        public func move(to point: CGPoint) { currentPath.move(to: point, transform: ctm) }

        /// Adds a line to `point`.
        ///
        /// - Parameter point: The end of the line.
        public func addLine(to point: CGPoint) { currentPath.addLine(to: point, transform: ctm) }

        /// Adds lines joining `points`.
        ///
        /// - Parameter points: The points, in order.
        public func addLines(between points: [CGPoint]) {
            currentPath.addLines(between: points, transform: ctm)
        }

        /// Adds a cubic Bézier curve.
        ///
        /// - Parameters:
        ///   - end: The end of the curve.
        ///   - control1: The first control point.
        ///   - control2: The second control point.
        public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
            currentPath.addCurve(to: end, control1: control1, control2: control2, transform: ctm)
        }

        /// Adds a quadratic Bézier curve.
        ///
        /// - Parameters:
        ///   - end: The end of the curve.
        ///   - control: The control point.
        public func addQuadCurve(to end: CGPoint, control: CGPoint) {
            currentPath.addQuadCurve(to: end, control: control, transform: ctm)
        }

        /// Adds a rectangle.
        ///
        /// - Parameter rect: The rectangle.
        public func addRect(_ rect: CGRect) { currentPath.addRect(rect, transform: ctm) }

        /// Adds rectangles.
        ///
        /// - Parameter rects: The rectangles.
        public func addRects(_ rects: [CGRect]) { currentPath.addRects(rects, transform: ctm) }

        /// Adds an ellipse inside `rect`.
        ///
        /// - Parameter rect: The ellipse's bounds.
        public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect, transform: ctm) }

        /// Adds an arc of a circle.
        ///
        /// - Parameters:
        ///   - center: The circle's centre.
        ///   - radius: The radius.
        ///   - startAngle: Where the arc starts, in radians.
        ///   - endAngle: Where it ends, in radians.
        ///   - clockwise: Whether it runs clockwise.
        public func addArc(
            center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
        ) {
            currentPath.addArc(
                center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                clockwise: clockwise, transform: ctm)
        }

        /// Adds an arc tangent to two lines (kept as a line to the first tangent's end).
        ///
        /// - Parameters:
        ///   - tangent1End: The end of the first tangent.
        ///   - tangent2End: The end of the second tangent.
        ///   - radius: The radius.
        public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
            currentPath.addLine(to: tangent1End, transform: ctm)
        }

        /// Adds a path.
        ///
        /// - Parameter path: The path.
        public func addPath(_ path: CGPath) { currentPath.addPath(path, transform: ctm) }

        /// Closes the current subpath.
        public func closePath() { currentPath.closeSubpath() }

        /// Replaces the path with its stroked outline (kept as it is headlessly: no outline is
        /// computed).
        public func replacePathWithStrokedPath() {}

        /// Whether the current path is empty.
        public var isPathEmpty: Bool { currentPath.isEmpty }

        /// The current path's current point.
        public var currentPointOfPath: CGPoint { currentPath.currentPoint.applying(ctm.inverted()) }

        /// The current path's bounding box (`.null` when empty).
        public var boundingBoxOfPath: CGRect { userSpace(currentPath.boundingBox) }

        /// A copy of the current path, or `nil` when it is empty.
        public var path: CGPath? { currentPath.isEmpty ? nil : currentPath.copy() }

        // MARK: clipping

        /// Narrows the clip to `rect`.
        ///
        /// - Parameter rect: The rectangle, in user space.
        public func clip(to rect: CGRect) {
            state.clip = state.clip.intersection(rect.applying(state.transform))
        }

        /// Narrows the clip to the rectangles' bounds.
        ///
        /// - Parameter rects: The rectangles, in user space.
        public func clip(to rects: [CGRect]) {
            clip(to: rects.reduce(CGRect.null) { $0.union($1) })
        }

        /// Narrows the clip to the current path's bounds and empties the path.
        ///
        /// - Parameter rule: The fill rule (not applied headlessly).
        public func clip(using rule: CGPathFillRule = .winding) {
            if !currentPath.isEmpty { state.clip = state.clip.intersection(currentPath.boundingBox) }
            beginPath()
        }

        /// Restores the clip to the whole context.
        public func resetClip() { state.clip = CGRect(x: 0, y: 0, width: width, height: height) }

        /// The clip's bounding box, in user space.
        public var boundingBoxOfClipPath: CGRect { userSpace(state.clip) }

        /// A rectangle in base coordinates, in user space; `.null` stays `.null`.
        private func userSpace(_ rect: CGRect) -> CGRect {
            rect.isNull ? .null : rect.applying(state.transform.inverted())
        }

        // MARK: painting (recorded)

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

        private func paintPath(_ operation: String, color: CGColor, width: CGFloat? = nil, api: StaticString)
        {
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
            InertCalls.recordIfOnMainActor(api)
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
#endif
