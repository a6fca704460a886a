// ViewLifecycle · HeadlessSwiftUI

import Foundation

// The effects an app chains in `visualEffect(_:)` and `scrollTransition`, drawn only.
extension VisualEffect {
    /// Offsets the view by the horizontal and vertical amount specified by the offset parameter.
    public func offset(_ offset: CGSize) -> some VisualEffect { then("offset") }

    /// Offsets the view by the specified horizontal and vertical distances.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { then("offset") }

    /// Rotates the view's rendered output by the specified angle.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        then("rotationEffect")
    }

    /// Renders the view's content as if it's rotated in three dimensions around the specified
    /// axis.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some VisualEffect { then("rotation3DEffect") }

    /// Scales the view's rendered output by the given horizontal and vertical amounts.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        then("scaleEffect")
    }

    /// Scales the view's rendered output by the given amount in both directions.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        then("scaleEffect")
    }

    /// Scales the view's rendered output by the given horizontal and vertical amounts.
    public func scaleEffect(
        x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center
    ) -> some VisualEffect {
        then("scaleEffect")
    }

    /// Applies an affine transformation to the view's rendered output.
    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect {
        then("transformEffect")
    }

    /// Applies a Gaussian blur to the view.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { then("blur") }

    /// Brightens the view by the specified amount.
    public func brightness(_ amount: Double) -> some VisualEffect { then("brightness") }

    /// Sets the contrast and separation between similar colors in the view.
    public func contrast(_ amount: Double) -> some VisualEffect { then("contrast") }

    /// Adds a grayscale effect to the view.
    public func grayscale(_ amount: Double) -> some VisualEffect { then("grayscale") }

    /// Applies a hue rotation effect to the view.
    public func hueRotation(_ angle: Angle) -> some VisualEffect { then("hueRotation") }

    /// Adjusts the color saturation of the view.
    public func saturation(_ amount: Double) -> some VisualEffect { then("saturation") }

    /// Sets the transparency of the view.
    public func opacity(_ opacity: Double) -> some VisualEffect { then("opacity") }

    /// Applies a projective transformation to the view's rendered output.
    public func transformEffect(_ transform: ProjectionTransform) -> some VisualEffect {
        then("transformEffect")
    }

    /// Colors each pixel with a shader: drawn only, so the shader never runs headlessly.
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some VisualEffect {
        then("colorEffect")
    }

    /// Moves each pixel by a shader's offset: drawn only, so the shader never runs headlessly.
    public func distortionEffect(
        _ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true
    ) -> some VisualEffect { then("distortionEffect") }

    /// Recolors the rendered layer with a shader: drawn only, so the shader never runs
    /// headlessly.
    public func layerEffect(
        _ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true
    ) -> some VisualEffect {
        then("layerEffect")
    }
}
