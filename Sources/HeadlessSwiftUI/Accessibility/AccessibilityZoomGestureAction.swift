// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// Position and direction information of a zoom gesture that someone performs with an
/// assistive technology like VoiceOver.
///
/// Headlessly no assistive technology performs one; a test makes the value to hand to a
/// handler.
@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
public struct AccessibilityZoomGestureAction {
    /// A direction that matches the movement of a zoom gesture performed by an assistive
    /// technology.
    @frozen public enum Direction: Equatable, Hashable, Sendable {
        /// The gesture direction that represents zooming in.
        case zoomIn
        /// The gesture direction that represents zooming out.
        case zoomOut
    }

    /// The zoom gesture's direction.
    public let direction: AccessibilityZoomGestureAction.Direction
    /// The zoom gesture's activation point, normalized to the accessibility element's frame.
    public let location: UnitPoint
    /// The zoom gesture's activation point in the screen's coordinate space.
    public let point: CGPoint

    /// A zoom in `direction` at `location` (`point` on the screen).
    init(direction: AccessibilityZoomGestureAction.Direction, location: UnitPoint, point: CGPoint) {
        self.direction = direction
        self.location = location
        self.point = point
    }
}
