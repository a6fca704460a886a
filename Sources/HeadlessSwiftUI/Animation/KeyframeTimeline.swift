// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A description of how a value changes over time, made of keyframes, that can be sampled at
/// any time.
@available(iOS 17.0, macOS 14.0, *)
public struct KeyframeTimeline<Value> {
    private let initialValue: Value
    private let resolved: _ResolvedKeyframes<Value>

    /// Creates a timeline of `content`'s keyframes from `initialValue`.
    ///
    /// - Parameters:
    ///   - initialValue: The value the keyframes start from.
    ///   - content: The keyframes.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.initialValue = initialValue
        var resolved = _ResolvedKeyframes<Value>()
        content()._resolve(into: &resolved, initialValue: initialValue, initialVelocity: nil)
        self.resolved = resolved
    }

    /// The duration of the longest track.
    public var duration: TimeInterval { resolved.duration }

    /// The value at `time` seconds from the start, clamped to the timeline.
    ///
    /// Main-actor isolated, as reading an `Animatable` value's data is here.
    ///
    /// - Parameter time: The time since the start.
    /// - Returns: The value then.
    @MainActor @preconcurrency public func value(time: Double) -> Value {
        resolved.value(from: initialValue, time: time)
    }

    /// The value at `progress` (0 to 1) of the timeline's duration.
    ///
    /// - Parameter progress: The fraction of the duration.
    /// - Returns: The value then.
    @MainActor @preconcurrency public func value(progress: Double) -> Value {
        value(time: progress * duration)
    }
}

@available(*, unavailable)
extension KeyframeTimeline: Sendable {}
