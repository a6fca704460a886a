// ViewLifecycle · HeadlessUIKit

import CoreGraphics

/// A context of `size` points at `scale` pixels per point: a headless one, or on an Apple
/// platform built with the Headless trait a real bitmap context.
func makeGraphicsContext(size: CGSize, scale: CGFloat) -> CGContext {
    let width = max(1, Int((size.width * scale).rounded(.up)))
    let height = max(1, Int((size.height * scale).rounded(.up)))
    #if !HEADLESS_CORE_GRAPHICS
        let context = CGContext(
            data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        // UIKit draws with the origin at the top left: flip the bitmap's bottom-left space.
        context.translateBy(x: 0, y: CGFloat(height))
        context.scaleBy(x: scale, y: -scale)
        return context
    #else
        let context = CGContext(width: width, height: height, scale: scale)
        context.onPaint = { InertCalls.recordIfOnMainActor($0) }
        return context
    #endif
}
