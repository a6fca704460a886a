// ViewLifecycle · HeadlessSwiftUI

/// A gesture that runs an action when its content's value changes.
public struct _ChangedGesture<Content>: Gesture, ActionGesture
where Content: Gesture, Content.Value: Equatable {
    /// The body of a primitive gesture.
    public typealias Body = Never
    /// The content's value.
    public typealias Value = Content.Value
    /// The gesture whose value is watched.
    let content: Content
    /// Runs with each new value.
    let action: (Content.Value) -> Void

    static func acts(on event: GestureEvent) -> Bool { event.changes }
}

extension Gesture where Self.Value: Equatable {
    /// Adds an action to perform when the gesture's value changes.
    public func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}
