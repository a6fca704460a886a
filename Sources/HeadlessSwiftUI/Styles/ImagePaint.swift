// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A style that tiles part of an image, stored as given (nothing is drawn headlessly).
@frozen public struct ImagePaint: ShapeStyle {
    /// The image tiled.
    public var image: Image
    /// The unit rectangle of the image that makes a tile.
    public var sourceRect: CGRect
    /// The image's scale.
    public var scale: CGFloat

    /// Creates a style tiling an image.
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - sourceRect: The unit rectangle of the image to tile.
    ///   - scale: The image's scale.
    public init(
        image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1
    ) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }

    /// An image paint does not resolve to a concrete style.
    public typealias Resolved = Never
}
