// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A gesture that recognizes a magnification motion and tracks the amount of magnification.
///
/// Headlessly the driver's `magnify(_:to:steps:)` plays it, once the scale has changed by the
/// minimum delta.
@available(iOS 17.0, macOS 14.0, *)
@available(watchOS, unavailable)
@available(tvOS, unavailable)
public struct MagnifyGesture: Gesture, PlayableGesture {
    /// The type representing the gesture's value.
    public struct Value: Equatable, Sendable {
        /// The time associated with the gesture's current event.
        public var time: Date
        /// The relative amount that the gesture has magnified by.
        public var magnification: CGFloat
        /// The current magnification velocity.
        public var velocity: CGFloat
        /// The initial anchor point of the gesture in the modified view's coordinate space.
        public var startAnchor: UnitPoint
        /// The initial center of the gesture in the modified view's coordinate space.
        public var startLocation: CGPoint

        /// Whether every field of the two values is equal.
        public static func == (a: MagnifyGesture.Value, b: MagnifyGesture.Value) -> Bool {
            a.time == b.time && a.magnification == b.magnification && a.velocity == b.velocity
                && a.startAnchor == b.startAnchor && a.startLocation == b.startLocation
        }
    }

    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// Creates a magnify gesture with a given minimum delta for the gesture to start.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    func playAny(_ event: GestureEvent) -> Any? {
        event.magnification(beyond: minimumScaleDelta)
    }

    /// The body of a primitive gesture.
    public typealias Body = Never
}

/// A gesture that recognizes a magnification motion and tracks the amount of magnification.
///
/// Headlessly the driver's `magnify(_:to:steps:)` plays it, once the scale has changed by the
/// minimum delta.
@available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "MagnifyGesture")
@available(macOS, introduced: 10.15, deprecated: 100000.0, renamed: "MagnifyGesture")
@available(watchOS, unavailable)
@available(tvOS, unavailable)
@available(visionOS, introduced: 1.0, deprecated: 100000.0, renamed: "MagnifyGesture")
public struct MagnificationGesture: Gesture, PlayableGesture {
    /// The minimum required delta before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// Creates a magnification gesture with a given minimum delta for the gesture to start.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    func playAny(_ event: GestureEvent) -> Any? {
        event.magnification(beyond: minimumScaleDelta)?.magnification
    }

    /// The scale the gesture has magnified by.
    public typealias Value = CGFloat
    /// The body of a primitive gesture.
    public typealias Body = Never
}
