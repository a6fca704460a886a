// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension GraphicsContext {
    /// An image resolved to a particular environment (its size is zero headlessly: no image
    /// data is loaded).
    public struct ResolvedImage {
        /// The image resolved.
        let image: Image

        /// The size of the image.
        public var size: CGSize { .zero }

        /// The distance from the top of the image to its baseline.
        public var baseline: CGFloat { 0 }

        /// An optional shading to fill the image with.
        public var shading: GraphicsContext.Shading?
    }

    /// Gets a version of an image that's fixed with the current values of the graphics context's
    /// environment.
    ///
    /// - Parameter image: An `Image` that you want to resolve.
    /// - Returns: A resolved image.
    public func resolve(_ image: Image) -> GraphicsContext.ResolvedImage { ResolvedImage(image: image) }

    /// Draws a resolved image into the context, using the specified rectangle as a layout frame
    /// (ignored: nothing is drawn headlessly).
    public func draw(_ image: GraphicsContext.ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle())
    {}

    /// Draws a resolved image into the context, aligning an anchor within the image to a point
    /// in the context (ignored).
    public func draw(_ image: GraphicsContext.ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
    }

    /// Draws an image into the context, using the specified rectangle as a layout frame
    /// (ignored).
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {}

    /// Draws an image into the context, aligning an anchor within the image to a point in the
    /// context (ignored).
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {}
}
