// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Adds a shadow to this view.
    ///
    /// - Parameters:
    ///   - color: The shadow's color.
    ///   - radius: The shadow's size.
    ///   - x: A horizontal offset.
    ///   - y: A vertical offset.
    /// - Returns: A view with a shadow.
    @inlinable public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
        y: CGFloat = 0
    ) -> some View {
        styled(.shadow(color: color, radius: radius, x: x, y: y))
    }

    /// Sets the transparency of this view.
    ///
    /// At 0 the view is neither drawn nor hit-tested, so the screen snapshot leaves it out; it
    /// stays in the graph with its state.
    ///
    /// - Parameter opacity: A value between 0 (fully transparent) and 1 (fully opaque).
    /// - Returns: A view with the opacity.
    @inlinable public func opacity(_ opacity: Double) -> some View {
        styled(.opacity(opacity))
    }

    /// Applies a Gaussian blur to this view.
    ///
    /// - Parameters:
    ///   - radius: The radial size of the blur.
    ///   - opaque: Whether the blur renders an opaque result.
    /// - Returns: A blurred view.
    @inlinable public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        styled(.blur(radius: radius, opaque: opaque))
    }

    /// Scales this view's rendered output by the given vertical and horizontal size amounts.
    ///
    /// - Parameters:
    ///   - scale: The scale factors.
    ///   - anchor: The anchor point.
    /// - Returns: A scaled view.
    @inlinable public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        styled(.scaleEffect(scale, anchor: anchor))
    }

    /// Scales this view's rendered output by the given amount in both directions.
    ///
    /// - Parameters:
    ///   - s: The scale factor.
    ///   - anchor: The anchor point.
    /// - Returns: A scaled view.
    @inlinable public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        styled(.scaleEffect(CGSize(width: s, height: s), anchor: anchor))
    }

    /// Scales this view's rendered output by the given horizontal and vertical amounts.
    ///
    /// - Parameters:
    ///   - x: The horizontal scale factor.
    ///   - y: The vertical scale factor.
    ///   - anchor: The anchor point.
    /// - Returns: A scaled view.
    @inlinable public func scaleEffect(
        x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center
    ) -> some View {
        styled(.scaleEffect(CGSize(width: x, height: y), anchor: anchor))
    }

    /// Rotates a view's rendered output in two dimensions around the specified point.
    ///
    /// - Parameters:
    ///   - angle: The angle.
    ///   - anchor: The anchor point.
    /// - Returns: A rotated view.
    @inlinable public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        styled(.rotationEffect(angle, anchor: anchor))
    }

    /// Rotates the view's rendered output in three dimensions around the given axis of rotation.
    ///
    /// - Parameters:
    ///   - angle: The angle.
    ///   - axis: The axis of rotation.
    ///   - anchor: The anchor point.
    ///   - anchorZ: The depth of the anchor.
    ///   - perspective: The relative vanishing point.
    /// - Returns: A rotated view.
    @inlinable public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some View {
        styled(.rotation3DEffect(angle, axis: axis, anchor: anchor))
    }

    /// Controls the display order of overlapping views.
    ///
    /// - Parameter value: A relative front-to-back ordering.
    /// - Returns: A view with the order.
    @inlinable public func zIndex(_ value: Double) -> some View {
        styled(.zIndex(value))
    }

    /// Brightens this view by the specified amount.
    ///
    /// - Parameter amount: A value between 0 (no effect) and 1 (full white).
    /// - Returns: A brightened view.
    @inlinable public func brightness(_ amount: Double) -> some View {
        styled(.brightness(amount))
    }

    /// Sets the contrast and separation between similar colors in this view.
    ///
    /// - Parameter amount: The intensity of color contrast.
    /// - Returns: A view with the contrast.
    @inlinable public func contrast(_ amount: Double) -> some View {
        styled(.contrast(amount))
    }

    /// Adjusts the color saturation of this view.
    ///
    /// - Parameter amount: The amount of saturation.
    /// - Returns: A view with the saturation.
    @inlinable public func saturation(_ amount: Double) -> some View {
        styled(.saturation(amount))
    }

    /// Adds a grayscale effect to this view.
    ///
    /// - Parameter amount: The intensity of grayscale.
    /// - Returns: A grayscale view.
    @inlinable public func grayscale(_ amount: Double) -> some View {
        styled(.grayscale(amount))
    }

    /// Adds a color multiplication effect to this view.
    ///
    /// - Parameter color: The color to bias this view toward.
    /// - Returns: A view with the effect.
    @inlinable public func colorMultiply(_ color: Color) -> some View {
        styled(.colorMultiply(color))
    }

    /// Sets the blend mode for compositing this view with overlapping views.
    ///
    /// - Parameter blendMode: The blend mode.
    /// - Returns: A view with the blend mode.
    @inlinable public func blendMode(_ blendMode: BlendMode) -> some View {
        styled(.blendMode(blendMode))
    }

    /// Wraps this view in a compositing group.
    ///
    /// - Returns: A view composited as a group.
    @inlinable public func compositingGroup() -> some View {
        styled(.compositingGroup)
    }

    /// Composites this view's contents into an offscreen image before final display.
    ///
    /// - Parameters:
    ///   - opaque: Whether the image is opaque.
    ///   - colorMode: The working color space.
    /// - Returns: A view rendered offscreen.
    @inlinable public func drawingGroup(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear
    ) -> some View {
        styled(.drawingGroup(opaque: opaque))
    }

    /// Applies a hue rotation effect to this view.
    ///
    /// - Parameter angle: The hue rotation angle.
    /// - Returns: A view with the effect.
    @inlinable public func hueRotation(_ angle: Angle) -> some View {
        styled(.hueRotation(angle))
    }

    /// Inverts the colors in this view.
    ///
    /// - Returns: A view with inverted colors.
    @inlinable public func colorInvert() -> some View {
        styled(.colorInvert)
    }

    /// Adds a luminance to alpha effect to this view.
    ///
    /// - Returns: A view with the effect.
    @inlinable public func luminanceToAlpha() -> some View {
        styled(.luminanceToAlpha)
    }
}
