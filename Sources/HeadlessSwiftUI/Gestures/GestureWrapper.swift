// ViewLifecycle · HeadlessSwiftUI

/// A gesture that adds callbacks to another, for finding the gesture at its root.
protocol GestureWrapper {
    /// The wrapped gesture.
    var wrappedGesture: any Gesture { get }
}
