// ViewLifecycle · HeadlessSwiftUI

/// A gesture that runs an action when its content ends.
public struct _EndedGesture<Content>: Gesture, PlayableGesture where Content: Gesture {
    /// The body of a primitive gesture.
    public typealias Body = Never
    /// The content's value.
    public typealias Value = Content.Value
    let content: Content
    let action: (Content.Value) -> Void

    func playAny(_ event: GestureEvent) -> Any? {
        guard let value = content.play(event) else { return nil }
        action(value)
        return value
    }
}

extension Gesture {
    /// Adds an action to perform when the gesture ends.
    public func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }
}
