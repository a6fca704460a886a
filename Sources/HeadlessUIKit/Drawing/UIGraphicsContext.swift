// ViewLifecycle · HeadlessUIKit

import Foundation

/// The calling thread's current graphics context: the innermost a renderer's block,
/// `UIGraphicsBeginImageContext` or `UIGraphicsPushContext` made current; `nil` outside them
/// (the runtime does not call `draw(_:)`, in which UIKit makes one current).
///
/// - Returns: The context, or `nil`.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.current.entries.last?.context
}

/// Makes `context` the current graphics context until `UIGraphicsPopContext()`.
///
/// - Parameter context: The context.
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.current.entries.append(GraphicsContextStack.Entry(context: context, image: nil))
}

/// Takes the current graphics context off the stack; with none it does nothing.
public func UIGraphicsPopContext() {
    _ = GraphicsContextStack.current.entries.popLast()
}

/// Begins an image context of `size` at scale 1 and makes it current.
///
/// - Parameter size: The image's size in points.
@available(
    iOS, introduced: 2.0, deprecated: 100000,
    message: "Replace usage of UIGraphicsBeginImageContext with UIGraphicsImageRenderer."
)
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Begins an image context and makes it current.
///
/// - Parameters:
///   - size: The image's size in points.
///   - opaque: Whether the image is opaque.
///   - scale: Pixels per point; 0 means the main screen's.
@available(
    iOS, introduced: 4.0, deprecated: 100000,
    message: "Replace usage of UIGraphicsBeginImageContextWithOptions with UIGraphicsImageRenderer."
)
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale == 0 ? mainScreenScale() : scale
    GraphicsContextStack.current.entries.append(
        GraphicsContextStack.Entry(
            context: makeGraphicsContext(size: size, scale: scale), image: (size, scale)))
}

/// The image drawn so far in the current image context: its size and scale (no pixels exist
/// headlessly); `nil` when the current context is not an image context.
///
/// - Returns: The image, or `nil`.
@available(
    iOS, introduced: 2.0, deprecated: 100000,
    message:
        "Replace usage of UIGraphicsGetImageFromCurrentImageContext with UIGraphicsImageRendererContext.currentImage."
)
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let image = GraphicsContextStack.current.entries.last?.image else { return nil }
    return UIImage(
        name: "UIGraphicsImageContext", isSymbol: false, size: image.size, scale: image.scale,
        renderingMode: .automatic)
}

/// Ends the current image context; with none current it does nothing.
@available(
    iOS, introduced: 2.0, deprecated: 100000,
    message:
        "UIGraphicsEndImageContext should only be used alongside UIGraphicsBeginImageContext[WithOptions]."
)
public func UIGraphicsEndImageContext() {
    let stack = GraphicsContextStack.current
    if stack.entries.last?.image != nil { stack.entries.removeLast() }
}

/// Fills `rect` in the current context with its fill colour, copying it over what is there.
///
/// - Parameter rect: The rectangle.
public func UIRectFill(_ rect: CGRect) {
    UIRectFillUsingBlendMode(rect, .copy)
}

/// Fills `rect` in the current context with its fill colour, composited by `blendMode`.
///
/// - Parameters:
///   - rect: The rectangle.
///   - blendMode: The blend mode.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.withBlendMode(blendMode) { context.fill(rect) }
}

/// Strokes a one-point frame inside `rect` in the current context, copying it over what is there.
///
/// - Parameter rect: The rectangle.
public func UIRectFrame(_ rect: CGRect) {
    UIRectFrameUsingBlendMode(rect, .copy)
}

/// Strokes a one-point frame inside `rect` in the current context, composited by `blendMode`.
///
/// - Parameters:
///   - rect: The rectangle.
///   - blendMode: The blend mode.
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.withBlendMode(blendMode) { context.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1) }
}

/// Narrows the current context's clip to `rect`.
///
/// - Parameter rect: The rectangle.
public func UIRectClip(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.clip(to: rect)
}
