// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A dragging motion that invokes an action as the drag-event sequence changes.
///
/// A tap does not complete one; the driver's drag changes it at each move and ends it where the
/// finger lifts.
public struct DragGesture: Gesture, PlayableGesture {
    /// The body of a primitive gesture.
    public typealias Body = Never
    /// The minimum dragging distance before the gesture succeeds.
    public var minimumDistance: CGFloat
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    /// Creates a dragging gesture with the minimum dragging distance before the gesture succeeds
    /// and the coordinate space of the gesture's location.
    ///
    /// - Parameters:
    ///   - minimumDistance: The minimum dragging distance for the gesture to succeed.
    ///   - coordinateSpace: The coordinate space of the dragging gesture's location.
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "use overload that accepts a CoordinateSpaceProtocol instead"
    )
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0,
        message: "use overload that accepts a CoordinateSpaceProtocol instead"
    )
    @available(
        watchOS, introduced: 6.0, deprecated: 100000.0,
        message: "use overload that accepts a CoordinateSpaceProtocol instead"
    )
    @available(
        visionOS, introduced: 1.0, deprecated: 100000.0,
        message: "use overload that accepts a CoordinateSpaceProtocol instead"
    )
    @available(tvOS, unavailable)
    @_disfavoredOverload
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// Creates a dragging gesture with the minimum dragging distance before the gesture succeeds
    /// and the coordinate space of the gesture's location.
    ///
    /// - Parameters:
    ///   - minimumDistance: The minimum dragging distance for the gesture to succeed.
    ///   - coordinateSpace: The coordinate space of the dragging gesture's location.
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
    @available(tvOS, unavailable)
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }

    /// A drag is recognized once the finger has moved `minimumDistance`; before, it has no value.
    func playAny(_ event: GestureEvent) -> Any? {
        switch event {
        case .dragChanged(let value), .dragEnded(let value):
            (value.translation.width * value.translation.width + value.translation.height
                * value.translation.height).squareRoot() >= minimumDistance ? value : nil
        case .tap, .pressBegan, .pressRecognized, .magnifyChanged, .magnifyEnded, .rotateChanged,
            .rotateEnded:
            nil
        }
    }

    /// The attributes of a drag gesture.
    public struct Value: Equatable, Sendable {
        /// The time associated with the drag gesture's current event.
        public var time: Date
        /// The location of the drag gesture's current event.
        public var location: CGPoint
        /// The location of the drag gesture's first event.
        public var startLocation: CGPoint
        /// The total translation from the start of the drag gesture to the current event.
        public var translation: CGSize
        /// A prediction of where the final location would be if dragging stopped now.
        public var predictedEndLocation: CGPoint
        /// A prediction of what the final translation would be if dragging stopped now.
        public var predictedEndTranslation: CGSize
        /// The current drag velocity, in points per second: four times the distance to the
        /// predicted end location, as Apple computes it.
        @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
        public var velocity: CGSize {
            CGSize(
                width: 4.0 * (predictedEndLocation.x - location.x),
                height: 4.0 * (predictedEndLocation.y - location.y))
        }
    }
}
