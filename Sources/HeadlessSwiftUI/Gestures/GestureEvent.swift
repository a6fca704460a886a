// ViewLifecycle · HeadlessSwiftUI

/// What the user did, as the driver plays it.
enum GestureEvent {
    /// A tap (of any count the gesture asks for).
    case tap
}
