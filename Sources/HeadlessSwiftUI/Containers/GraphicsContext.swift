// ViewLifecycle · HeadlessSwiftUI

/// An immediate mode drawing destination that you use to draw into a canvas.
///
/// Nothing is drawn headlessly: drawing calls are accepted and ignored, while the context's
/// state (transform, clip bounds, opacity, blend mode) changes as on a device.
@frozen public struct GraphicsContext {
    /// A color or pattern that you can use for outlining or filling a path.
    public struct Shading: Sendable {
        let style: AnyShapeStyle

        /// A shading instance that fills with a color.
        ///
        /// - Parameter color: The color.
        /// - Returns: The shading.
        public static func color(_ color: Color) -> Shading { Shading(style: AnyShapeStyle(color)) }

        /// A shading instance that fills with the given shape style.
        ///
        /// - Parameter style: The style.
        /// - Returns: The shading.
        public static func style<S>(_ style: S) -> Shading where S: ShapeStyle {
            Shading(style: AnyShapeStyle(style))
        }

        /// A shading instance that draws a copy of the current background.
        public static var backdrop: Shading { Shading(style: AnyShapeStyle(BackgroundStyle())) }

        /// A shading instance that draws the foreground.
        public static var foreground: Shading { Shading(style: AnyShapeStyle(ForegroundStyle())) }
    }

    /// The opacity of drawing operations in the context.
    public var opacity: Double = 1

    /// The blend mode used by drawing operations in the context.
    public var blendMode: BlendMode = .normal

    /// The environment the context resolves styles, text and images in (the default values
    /// headlessly).
    public internal(set) var environment = EnvironmentValues()

    /// The current transform matrix, mapping user space to device space; the `…By` calls and
    /// ``concatenate(_:)`` prepend to it as Core Graphics does.
    public var transform: CGAffineTransform = .identity

    /// The clip in device space: infinite until ``clip(to:style:options:)`` narrows it.
    var deviceClip: CGRect = .infinite

    /// Draws a path into the context with a specified fill style.
    ///
    /// - Parameters:
    ///   - path: The outline of the region to fill.
    ///   - shading: The color or pattern to use when filling the region.
    ///   - style: A style that indicates how to rasterize the path.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {}

    /// Draws a path into the context with a specified stroke style.
    ///
    /// - Parameters:
    ///   - path: The path to outline.
    ///   - shading: The color or pattern to use when outlining the path.
    ///   - style: A style that indicates how to outline the path.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {}

    /// Draws a path into the context with a specified line width.
    ///
    /// - Parameters:
    ///   - path: The path to outline.
    ///   - shading: The color or pattern to use when outlining the path.
    ///   - lineWidth: The width of the stroke.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {}

    /// Moves subsequent drawing operations by an amount in each dimension.
    ///
    /// - Parameters:
    ///   - x: The horizontal amount.
    ///   - y: The vertical amount.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(translationX: x, y: y))
    }

    /// Scales subsequent drawing operations by an amount in each dimension.
    ///
    /// - Parameters:
    ///   - x: The horizontal factor.
    ///   - y: The vertical factor.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        concatenate(CGAffineTransform(scaleX: x, y: y))
    }

    /// Rotates subsequent drawing operations by an angle.
    ///
    /// - Parameter angle: The angle.
    public mutating func rotate(by angle: Angle) {
        concatenate(CGAffineTransform(rotationAngle: CGFloat(angle.radians)))
    }

    /// Appends the given transform to the context's existing transform: it applies to user
    /// space before the current transform.
    ///
    /// - Parameter matrix: A transform to append to the existing transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) {
        transform = matrix.concatenating(transform)
    }

    /// The bounding rectangle of the intersection of the context's clip shapes, in user space
    /// (infinite before any clip).
    public var clipBoundingRect: CGRect {
        if deviceClip.isInfinite || deviceClip.isNull { return deviceClip }
        return deviceClip.applying(transform.inverted())
    }
}
