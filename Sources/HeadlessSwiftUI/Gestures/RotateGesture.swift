// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation.
///
/// Headlessly the driver's `rotate(_:by:steps:)` plays it, once the angle has changed by the
/// minimum delta.
@available(iOS 17.0, macOS 14.0, *)
@available(watchOS, unavailable)
@available(tvOS, unavailable)
public struct RotateGesture: Gesture, PlayableGesture {
    /// The type representing the gesture's value.
    public struct Value: Equatable, Sendable {
        /// The time associated with the gesture's current event.
        public var time: Date
        /// The relative amount that the gesture has rotated by.
        public var rotation: Angle
        /// The current rotation velocity.
        public var velocity: Angle
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial center of the gesture in the modified view's coordinate space.
        public var startLocation: CGPoint

        /// Whether every field of the two values is equal.
        public static func == (a: RotateGesture.Value, b: RotateGesture.Value) -> Bool {
            a.time == b.time && a.rotation == b.rotation && a.velocity == b.velocity
                && a.startAnchor == b.startAnchor && a.startLocation == b.startLocation
        }
    }

    /// The minimum delta required before the gesture succeeds.
    public var minimumAngleDelta: Angle

    /// Creates a rotation gesture with a minimum delta for the gesture to start.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    func playAny(_ event: GestureEvent) -> Any? {
        event.rotation(beyond: minimumAngleDelta)
    }

    /// The body of a primitive gesture.
    public typealias Body = Never
}

/// A gesture that recognizes a rotation motion and tracks the angle of the rotation.
///
/// Headlessly the driver's `rotate(_:by:steps:)` plays it, once the angle has changed by the
/// minimum delta.
@available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "RotateGesture")
@available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "RotateGesture")
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "RotateGesture")
public struct RotationGesture: Gesture, PlayableGesture {
    /// The minimum delta required before the gesture succeeds.
    public var minimumAngleDelta: Angle

    /// Creates a rotation gesture with a minimum delta for the gesture to start.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    func playAny(_ event: GestureEvent) -> Any? {
        event.rotation(beyond: minimumAngleDelta)?.rotation
    }

    /// The angle the gesture has rotated by.
    public typealias Value = Angle
    /// The body of a primitive gesture.
    public typealias Body = Never
}
