// ViewLifecycle · CoreGraphics

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
    var state: CGContextState
    private var savedStates: [CGContextState] = []
    var currentPath = CGMutablePath()
    /// What was painted, in order, in the base coordinates.
    package internal(set) var drawing: [String] = []
    /// Told the API of each painting call: HeadlessUIKit lists it in `Headless.inertCalls`.
    package var onPaint: ((StaticString) -> Void)?

    /// A context of `width` by `height` pixels whose base transform maps points to pixels.
    package init(width: Int, height: Int, scale: CGFloat = 1) {
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
}
