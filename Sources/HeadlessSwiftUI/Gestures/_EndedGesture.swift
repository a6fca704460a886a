// ViewLifecycle · HeadlessSwiftUI

/// A gesture that runs an action when its content ends.
public struct _EndedGesture<Content>: Gesture, ActionGesture where Content: Gesture {
    /// The body of a primitive gesture.
    public typealias Body = Never
    /// The content's value.
    public typealias Value = Content.Value
    /// The gesture whose end is watched.
    let content: Content
    /// Runs with the value the gesture ends with.
    let action: (Content.Value) -> Void

    static func acts(on event: GestureEvent) -> Bool { event.ends }
}

extension Gesture {
    /// Adds an action to perform when the gesture ends.
    public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }
}
