// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A gesture that recognizes one or more taps and reports their location.
///
/// Headlessly the driver's tap plays it; with no layout the finger lands at the element's
/// origin, so the location is `.zero`, as a drag's start location is.
@available(iOS 16.0, macOS 13.0, watchOS 9.0, visionOS 1.0, *)
@available(tvOS, unavailable)
public struct SpatialTapGesture: Gesture, PlayableGesture {
    /// The attributes of a tap gesture.
    public struct Value: Equatable, @unchecked Sendable {
        /// The location of the tap gesture's current event.
        public var location: CGPoint

        /// Whether the two taps are at the same location.
        public static func == (a: SpatialTapGesture.Value, b: SpatialTapGesture.Value) -> Bool {
            a.location == b.location
        }
    }

    /// The required number of tap events.
    public var count: Int
    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    /// Creates a tap gesture with the number of required taps and the coordinate space of the
    /// gesture's location.
    @available(
        iOS, introduced: 16.0, deprecated: 100000.0,
        message: "use overload that accepts a CoordinateSpaceProtocol instead"
    )
    @available(
        macOS, introduced: 13.0, deprecated: 100000.0,
        message: "use overload that accepts a CoordinateSpaceProtocol instead"
    )
    @available(
        watchOS, introduced: 9.0, deprecated: 100000.0,
        message: "use overload that accepts a CoordinateSpaceProtocol instead"
    )
    @available(tvOS, unavailable)
    @available(
        visionOS, introduced: 1.0, deprecated: 100000.0,
        message: "use overload that accepts a CoordinateSpaceProtocol instead"
    )
    @_disfavoredOverload public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    /// Creates a tap gesture with the number of required taps and the coordinate space of the
    /// gesture's location.
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, *)
    @available(tvOS, unavailable)
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }

    /// The body of a primitive gesture.
    public typealias Body = Never

    func playAny(_ event: GestureEvent) -> Any? {
        switch event {
        case .tap: Value(location: .zero)
        case .pressBegan, .pressRecognized, .dragChanged, .dragEnded, .magnifyChanged, .magnifyEnded,
            .rotateChanged, .rotateEnded:
            nil
        }
    }
}
