// ViewLifecycle · HeadlessSwiftUI

/// A gesture that hands its content's value to an action (`onChanged`, `onEnded`) on the events
/// that change or end it: a tap does both at once, a drag changes with each move and ends once.
protocol ActionGesture: PlayableGesture {
    /// The type of the gesture whose value is handed on.
    associatedtype Content: Gesture
    /// The gesture whose value is handed on.
    var content: Content { get }
    /// Runs with the value the event produces.
    var action: (Content.Value) -> Void { get }
    /// Whether the action runs for `event` (one that changes the value, or one that ends it).
    static func acts(on event: GestureEvent) -> Bool
}

extension ActionGesture {
    @MainActor func playAny(_ event: GestureEvent) -> Any? {
        guard let value = content.play(event) else { return nil }
        if Self.acts(on: event) { action(value) }
        return value
    }
}
