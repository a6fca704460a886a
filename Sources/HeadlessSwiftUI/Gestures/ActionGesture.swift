// ViewLifecycle · HeadlessSwiftUI

/// A gesture that hands its content's value to an action (`onChanged`, `onEnded`): a played
/// event changes and ends a gesture at once, so both play their content the same way.
protocol ActionGesture: PlayableGesture {
    /// The type of the gesture whose value is handed on.
    associatedtype Content: Gesture
    /// The gesture whose value is handed on.
    var content: Content { get }
    /// Runs with the value the event produces.
    var action: (Content.Value) -> Void { get }
}

extension ActionGesture {
    @MainActor func playAny(_ event: GestureEvent) -> Any? {
        content.play(event, into: action)
    }
}
