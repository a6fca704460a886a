// ViewLifecycle · HeadlessSwiftUI

/// A type that defines changes to a value over time.
///
/// Headlessly a `keyframeAnimator` keeps its content at rest; `KeyframeTimeline` plays keyframes
/// by resolving them (`_resolve`) into tracks it samples at any time.
public protocol Keyframes<Value> {
    /// The type of value animated by this keyframes type.
    associatedtype Value = Self.Body.Value
    /// The type of keyframes representing the body of this type.
    associatedtype Body: Keyframes

    /// The composition of content that comprise the keyframes.
    @KeyframesBuilder<Self.Value> var body: Self.Body { get }

    /// Resolves the keyframes into `resolved`'s tracks, starting from `initialValue`.
    func _resolve(
        into resolved: inout _ResolvedKeyframes<Self.Value>, initialValue: Self.Value,
        initialVelocity: Self.Value?)
}

extension Keyframes where Self.Value == Self.Body.Value {
    /// Resolves the keyframes of the body.
    public func _resolve(
        into resolved: inout _ResolvedKeyframes<Self.Value>, initialValue: Self.Value,
        initialVelocity: Self.Value?
    ) {
        body._resolve(into: &resolved, initialValue: initialValue, initialVelocity: initialVelocity)
    }
}

extension Keyframes where Body == Never {
    /// Built-in keyframes have no body; nothing asks for it.
    public var body: Never {
        fatalError("body of \(Self.self) should not be called: it is built-in keyframes")
    }
}

extension Never: Keyframes {
    /// Resolves nothing: `Never` has no keyframes.
    public func _resolve(
        into resolved: inout _ResolvedKeyframes<Never>, initialValue: Never, initialVelocity: Never?
    ) {}
}
