// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// What the user did, as the driver plays it: one event of a gesture, which may change the
/// gesture's value (`onChanged`, `updating`), end it (`onEnded`, and a `GestureState` reset),
/// or both at once (a tap).
package enum GestureEvent {
    /// A tap (of any count the gesture asks for): it changes and ends a gesture at once.
    case tap
    /// A finger comes down and stays: a long press is detected (its value becomes `true`).
    case pressBegan
    /// The finger has stayed for the minimum duration: the long press succeeds and ends.
    case pressRecognized
    /// The finger moved: a drag's value changes.
    case dragChanged(DragGesture.Value)
    /// The finger lifted: the drag ends with this value.
    case dragEnded(DragGesture.Value)

    /// Whether the event changes the value of a gesture it completes (`onChanged` runs).
    var changes: Bool {
        switch self {
        case .tap, .pressBegan, .dragChanged: true
        case .pressRecognized, .dragEnded: false
        }
    }

    /// Whether the event ends a gesture it completes (`onEnded` runs, gesture state resets).
    var ends: Bool {
        switch self {
        case .tap, .pressRecognized, .dragEnded: true
        case .pressBegan, .dragChanged: false
        }
    }

    /// The events of a drag by `translation` in `steps` even moves, from the element's origin
    /// in its local space, then the lift where the last move left the finger: the finger stops
    /// before it lifts, so the predicted end is where it is.
    ///
    /// - Parameters:
    ///   - translation: How far the finger moves in all.
    ///   - steps: How many moves it makes (at least one).
    ///   - time: The time each event carries.
    /// - Returns: The moves, then the lift.
    package static func drag(by translation: CGSize, steps: Int, time: Date) -> [GestureEvent] {
        let count = max(steps, 1)
        let values = (1...count).map { step in
            let fraction = CGFloat(step) / CGFloat(count)
            let moved = CGSize(width: translation.width * fraction, height: translation.height * fraction)
            let location = CGPoint(x: moved.width, y: moved.height)
            return DragGesture.Value(
                time: time, location: location, startLocation: .zero, translation: moved,
                predictedEndLocation: location, predictedEndTranslation: moved)
        }
        return values.map(GestureEvent.dragChanged) + [.dragEnded(values[values.count - 1])]
    }
}
