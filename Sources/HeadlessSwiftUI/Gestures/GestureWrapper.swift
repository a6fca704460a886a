// ViewLifecycle · HeadlessSwiftUI

/// A gesture that adds callbacks to another, for finding the gesture at its root.
protocol GestureWrapper {
    /// The wrapped gesture.
    var wrappedGesture: any Gesture { get }
}

/// A gesture made of two others (simultaneous, sequenced, exclusive), for finding the gestures
/// at its roots: the driver offers each kind of event any of them takes.
protocol CompositeGesture {
    /// The gestures it is made of, in order.
    var parts: [any Gesture] { get }
}
