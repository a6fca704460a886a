// ViewLifecycle · HeadlessSwiftUI

/// A gesture that runs an action when its content's value changes.
public struct _ChangedGesture<Content>: Gesture, PlayableGesture
where Content: Gesture, Content.Value: Equatable {
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

extension Gesture where Self.Value: Equatable {
    /// Adds an action to perform when the gesture's value changes.
    public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}
