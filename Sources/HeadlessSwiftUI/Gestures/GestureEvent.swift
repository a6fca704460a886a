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
    /// Two fingers pinched: a magnification's value changes.
    case magnifyChanged(MagnifyGesture.Value)
    /// The fingers lifted: the magnification ends with this value.
    case magnifyEnded(MagnifyGesture.Value)
    /// Two fingers turned: a rotation's value changes.
    case rotateChanged(RotateGesture.Value)
    /// The fingers lifted: the rotation ends with this value.
    case rotateEnded(RotateGesture.Value)

    /// Whether the event changes the value of a gesture it completes (`onChanged` runs).
    var changes: Bool {
        switch self {
        case .tap, .pressBegan, .dragChanged, .magnifyChanged, .rotateChanged: true
        case .pressRecognized, .dragEnded, .magnifyEnded, .rotateEnded: false
        }
    }

    /// Whether the event ends a gesture it completes (`onEnded` runs, gesture state resets).
    var ends: Bool {
        switch self {
        case .tap, .pressRecognized, .dragEnded, .magnifyEnded, .rotateEnded: true
        case .pressBegan, .dragChanged, .magnifyChanged, .rotateChanged: false
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

    /// The events of a pinch to `scale` in `steps` even changes of scale, about the element's
    /// center, then the lift where the last change left the fingers.
    ///
    /// - Parameters:
    ///   - scale: The magnification at the end (2 doubles the element, 0.5 halves it).
    ///   - steps: How many changes it makes (at least one).
    ///   - time: The time each event carries.
    /// - Returns: The changes, then the lift.
    package static func magnify(to scale: CGFloat, steps: Int, time: Date) -> [GestureEvent] {
        let values = fractions(steps).map { fraction in
            MagnifyGesture.Value(
                time: time, magnification: 1 + (scale - 1) * fraction, velocity: 0, startAnchor: .center,
                startLocation: .zero)
        }
        return values.map(GestureEvent.magnifyChanged) + [.magnifyEnded(values[values.count - 1])]
    }

    /// The events of a two-finger turn by `angle` in `steps` even changes, about the element's
    /// center, then the lift where the last change left the fingers.
    ///
    /// - Parameters:
    ///   - angle: The rotation at the end (positive is clockwise).
    ///   - steps: How many changes it makes (at least one).
    ///   - time: The time each event carries.
    /// - Returns: The changes, then the lift.
    package static func rotate(by angle: Angle, steps: Int, time: Date) -> [GestureEvent] {
        let values = fractions(steps).map { fraction in
            RotateGesture.Value(
                time: time, rotation: .radians(angle.radians * fraction), velocity: .zero,
                startAnchor: .center,
                startLocation: .zero)
        }
        return values.map(GestureEvent.rotateChanged) + [.rotateEnded(values[values.count - 1])]
    }

    /// `1/steps, 2/steps … 1`: how far along each of `steps` even moves is (at least one).
    private static func fractions(_ steps: Int) -> [CGFloat] {
        let count = max(steps, 1)
        return (1...count).map { CGFloat($0) / CGFloat(count) }
    }

    /// The pinch's value, when this is a pinch whose scale has changed by at least `delta`.
    func magnification(beyond delta: CGFloat) -> MagnifyGesture.Value? {
        switch self {
        case .magnifyChanged(let value), .magnifyEnded(let value):
            abs(value.magnification - 1) >= delta ? value : nil
        case .tap, .pressBegan, .pressRecognized, .dragChanged, .dragEnded, .rotateChanged, .rotateEnded: nil
        }
    }

    /// The turn's value, when this is a turn whose angle has changed by at least `delta`.
    func rotation(beyond delta: Angle) -> RotateGesture.Value? {
        switch self {
        case .rotateChanged(let value), .rotateEnded(let value):
            abs(value.rotation.radians) >= abs(delta.radians) ? value : nil
        case .tap, .pressBegan, .pressRecognized, .dragChanged, .dragEnded, .magnifyChanged, .magnifyEnded:
            nil
        }
    }
}
