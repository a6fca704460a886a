// ViewLifecycle · HeadlessSwiftUI

/// A built-in gesture the driver can play.
protocol PlayableGesture {
    /// The value the event produces through this gesture, or `nil`.
    @MainActor func playAny(_ event: GestureEvent) -> Any?
}
