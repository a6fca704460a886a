// ViewLifecycle · HeadlessSwiftUI

extension GraphicsContext {
    /// Draws a new layer, created by drawing code that you provide, into the context: the code
    /// runs at once with a copy of this context (nothing is drawn headlessly).
    ///
    /// - Parameter content: A closure that receives a new graphics context as input.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    /// Adds a path to the context's array of clip shapes: headlessly the clip bounds narrow to
    /// the path's bounding rectangle (an inverse clip leaves them as they are).
    ///
    /// - Parameters:
    ///   - path: A path that defines the shape of the clipping mask.
    ///   - style: A fill style that describes how to rasterize the path.
    ///   - options: Options that affect how SwiftUI uses the clip shape.
    public mutating func clip(
        to path: Path, style: FillStyle = FillStyle(), options: GraphicsContext.ClipOptions = ClipOptions()
    ) {
        guard !options.contains(.inverse) else { return }
        deviceClip = deviceClip.intersection(path.applying(transform).boundingRect)
    }

    /// Adds a clip shape that you define in a new layer to the context's array of clip shapes:
    /// the layer's code runs at once with a copy of this context.
    ///
    /// - Parameters:
    ///   - opacity: A value that SwiftUI uses to multiply the alpha channel of the rasterized layer.
    ///   - options: A set of options that describe how to create the clip shape.
    ///   - content: A closure that receives as input a new graphics context.
    public mutating func clipToLayer(
        opacity: Double = 1, options: GraphicsContext.ClipOptions = ClipOptions(),
        content: (inout GraphicsContext) throws -> Void
    ) rethrows {
        var layer = self
        try content(&layer)
    }
}
