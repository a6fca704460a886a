// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension ShapeStyle {
    /// Returns the style with its geometry mapped to a rectangle (kept: nothing is drawn
    /// headlessly).
    ///
    /// - Parameter rect: The rectangle.
    /// - Returns: The style.
    public func `in`(_ rect: CGRect) -> some ShapeStyle {
        ModifiedShapeStyle(base: AnyShapeStyle(self), modification: "in(\(rect))")
    }

    /// Returns the style drawn with a blend mode (kept).
    ///
    /// - Parameter mode: The blend mode.
    /// - Returns: The style.
    public func blendMode(_ mode: BlendMode) -> some ShapeStyle {
        ModifiedShapeStyle(base: AnyShapeStyle(self), modification: "blendMode(\(mode))")
    }

    /// Returns the style with a shadow (kept).
    ///
    /// - Parameter style: The shadow.
    /// - Returns: The style.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle {
        ModifiedShapeStyle(base: AnyShapeStyle(self), modification: "shadow(\(style.description))")
    }

    /// The second level of this style's hierarchy (kept as the style and its level).
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public var secondary: some ShapeStyle {
        ModifiedShapeStyle(base: AnyShapeStyle(self), modification: "secondary")
    }

    /// The third level of this style's hierarchy (kept).
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public var tertiary: some ShapeStyle {
        ModifiedShapeStyle(base: AnyShapeStyle(self), modification: "tertiary")
    }

    /// The fourth level of this style's hierarchy (kept).
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public var quaternary: some ShapeStyle {
        ModifiedShapeStyle(base: AnyShapeStyle(self), modification: "quaternary")
    }

    /// The fifth level of this style's hierarchy (kept).
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public var quinary: some ShapeStyle {
        ModifiedShapeStyle(base: AnyShapeStyle(self), modification: "quinary")
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension ShapeStyle where Self == AnyShapeStyle {
    /// The current style at an opacity (kept).
    ///
    /// - Parameter opacity: The opacity.
    /// - Returns: The style.
    public static func opacity(_ opacity: Double) -> some ShapeStyle {
        _OpacityShapeStyle(base: AnyShapeStyle(ForegroundStyle()), opacity: opacity)
    }

    /// The current style with a blend mode (kept).
    ///
    /// - Parameter mode: The blend mode.
    /// - Returns: The style.
    public static func blendMode(_ mode: BlendMode) -> some ShapeStyle {
        ModifiedShapeStyle(base: AnyShapeStyle(ForegroundStyle()), modification: "blendMode(\(mode))")
    }

    /// The current style with a shadow (kept).
    ///
    /// - Parameter style: The shadow.
    /// - Returns: The style.
    public static func shadow(_ style: ShadowStyle) -> some ShapeStyle {
        ModifiedShapeStyle(
            base: AnyShapeStyle(ForegroundStyle()), modification: "shadow(\(style.description))")
    }
}

@available(iOS 15.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension ShapeStyle where Self == SelectionShapeStyle {
    /// The style of selected content.
    public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}

extension ShapeStyle where Self == ImagePaint {
    /// A style that tiles an image.
    ///
    /// - Parameters:
    ///   - image: The image.
    ///   - sourceRect: The unit rectangle of the image to tile.
    ///   - scale: The image's scale.
    /// - Returns: The style.
    public static func image(
        _ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1
    ) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}

extension ShapeStyle where Self: View, Self.Body == _ShapeView<Rectangle, Self> {
    /// A style shown as a view fills a rectangle with itself.
    @MainActor @preconcurrency public var body: _ShapeView<Rectangle, Self> {
        _ShapeView(shape: Rectangle(), style: self)
    }
}
