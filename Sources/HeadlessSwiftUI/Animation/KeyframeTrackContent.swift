// ViewLifecycle · HeadlessSwiftUI

/// A group of keyframes that define an interpolation curve of an animatable value.
public protocol KeyframeTrackContent<Value> {
    /// The type of value the keyframes interpolate.
    associatedtype Value: Animatable = Self.Body.Value
    /// The type of content representing the body of this type.
    associatedtype Body: KeyframeTrackContent

    /// The composition of content that comprise the keyframe track.
    @KeyframeTrackContentBuilder<Self.Value> var body: Self.Body { get }
}

extension KeyframeTrackContent where Body == Self {
    /// A built-in keyframe is its own body.
    public var body: Self { self }
}
