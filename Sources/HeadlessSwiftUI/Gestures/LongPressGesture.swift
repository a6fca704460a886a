// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A gesture that succeeds when the user performs a long press.
///
/// The driver's tap is shorter than any minimum duration, so it does not complete one; the
/// driver's long press is detected as the finger comes down (value `true`) and succeeds once
/// the minimum duration has passed in virtual time.
public struct LongPressGesture: Gesture, PlayableGesture {
    /// The body of a primitive gesture.
    public typealias Body = Never
    /// Whether the press is held.
    public typealias Value = Bool
    /// The minimum duration of the long press that must elapse before the gesture succeeds.
    public var minimumDuration: Double
    /// The maximum distance that the long press can move before the gesture fails.
    public var maximumDistance: CGFloat

    /// Creates a long-press gesture with a minimum duration and a maximum distance.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    func playAny(_ event: GestureEvent) -> Any? {
        switch event {
        case .pressBegan, .pressRecognized: true
        case .tap, .dragChanged, .dragEnded, .magnifyChanged, .magnifyEnded, .rotateChanged, .rotateEnded: nil
        }
    }
}
