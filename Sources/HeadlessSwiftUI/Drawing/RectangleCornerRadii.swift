// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// Describes the corner radius values of a rounded rectangle with uneven corners.
@frozen public struct RectangleCornerRadii: Equatable, Sendable, Animatable {
    /// The radius of the top-leading corner.
    public var topLeading: CGFloat
    /// The radius of the bottom-leading corner.
    public var bottomLeading: CGFloat
    /// The radius of the bottom-trailing corner.
    public var bottomTrailing: CGFloat
    /// The radius of the top-trailing corner.
    public var topTrailing: CGFloat

    /// Creates a new set of corner radii for a rounded rectangle with uneven corners.
    public init(
        topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
        topTrailing: CGFloat = 0
    ) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    /// The four radii as animatable data: top leading and top trailing, then bottom trailing
    /// and bottom leading (the order of Apple's stored corners, clockwise from the top left).
    public typealias AnimatableData = AnimatablePair<
        AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>
    >

    /// The four radii, animatable.
    public var animatableData: AnimatableData {
        get {
            AnimatablePair(
                AnimatablePair(topLeading, topTrailing), AnimatablePair(bottomTrailing, bottomLeading))
        }
        set {
            (topLeading, topTrailing) = (newValue.first.first, newValue.first.second)
            (bottomTrailing, bottomLeading) = (newValue.second.first, newValue.second.second)
        }
    }
}
