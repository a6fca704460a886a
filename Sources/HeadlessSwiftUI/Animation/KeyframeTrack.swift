// ViewLifecycle · HeadlessSwiftUI

/// A sequence of keyframes animating a single property of a root type.
///
/// Resolved into a `KeyframeCurve` of its property.
public struct KeyframeTrack<Root, Value, Content>: Keyframes
where Value == Content.Value, Content: KeyframeTrackContent {
    /// Built-in keyframes have no body.
    public typealias Body = Never

    let keyPath: WritableKeyPath<Root, Value>
    let content: Content

    /// Creates an instance that animates the entire value from the root of the key path.
    ///
    /// - Parameter content: A keyframe collection builder closure containing the keyframes
    ///   that control the interpolation curve.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        self.keyPath = \Root.self
        self.content = content()
    }

    /// Creates an instance that animates the property of the root value at the given key path.
    ///
    /// - Parameters:
    ///   - keyPath: The property to animate.
    ///   - content: A keyframe collection builder closure containing the keyframes that
    ///     control the interpolation curve.
    public init(
        _ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content
    ) {
        self.keyPath = keyPath
        self.content = content()
    }

    init(keyPath: WritableKeyPath<Root, Value>, content: Content) {
        self.keyPath = keyPath
        self.content = content
    }

    /// Resolves the track into one curve of the property at its key path.
    public func _resolve(
        into resolved: inout _ResolvedKeyframes<Root>, initialValue: Root, initialVelocity: Root?
    ) {
        resolved.tracks.append(
            KeyframeTrackPlan(
                keyPath: keyPath, initialValue: initialValue[keyPath: keyPath],
                initialVelocity: initialVelocity?[keyPath: keyPath], segments: keyframeSegments(of: content)))
    }
}
