// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// An effect that changes the visual appearance of a view, largely without changing its
/// ancestors or descendants: a projection of the view's drawing, animatable through
/// `animatableData`.
///
/// Like Apple's it has no body: an app's effect declares `effectValue(size:)` and its
/// animatable data. Headlessly the transform is drawn only, so the view keeps its frame and
/// its content renders as without the effect.
@available(iOS 13.0, *)
public protocol GeometryEffect: Animatable, ViewModifier where Self.Body == Never {
    /// Returns the current value of the effect.
    ///
    /// - Parameter size: The size of the view the effect applies to.
    /// - Returns: The transform of the view's drawing.
    func effectValue(size: CGSize) -> ProjectionTransform
}
