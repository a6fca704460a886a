// ViewLifecycle · CoreGraphics

import Foundation

/// A Core Graphics bitmap image (the toolchain's Foundation lacks Core Graphics): its pixel
/// dimensions, with no pixels. A context's `makeImage()` and `UIImage.cgImage` make them.
public class CGImage: Hashable, @unchecked Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int

    /// An image of `width` by `height` pixels.
    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Bits per colour component: 8, as a device's RGBA images have.
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel: four 8-bit components.
    public var bitsPerPixel: Int { 32 }
    /// Bytes per row of pixels.
    public var bytesPerRow: Int { width * 4 }
    /// Whether the image is a mask: never here.
    public var isMask: Bool { false }

    /// A copy of the image.
    ///
    /// - Returns: The copy.
    public func copy() -> CGImage? { CGImage(width: width, height: height) }

    /// The part of the image inside `rect`, in pixels.
    ///
    /// - Parameter rect: The rectangle to keep.
    /// - Returns: The cropped image, or `nil` when `rect` misses the image.
    public func cropping(to rect: CGRect) -> CGImage? {
        let kept = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !kept.isNull, !kept.isEmpty else { return nil }
        return CGImage(width: Int(kept.width), height: Int(kept.height))
    }

    /// Whether both are the same image.
    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }

    /// Hashes the image's identity.
    ///
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
