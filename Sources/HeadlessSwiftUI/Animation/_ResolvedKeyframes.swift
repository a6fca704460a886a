// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// The resolved form of keyframes: their tracks, each from the value the keyframes start at.
public struct _ResolvedKeyframes<Value> {
    var tracks: [any ResolvedKeyframeTrack<Value>] = []

    /// The longest track's duration.
    var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

    /// The value at `time`: `initialValue` with every track's property at that time.
    @MainActor func value(from initialValue: Value, time: TimeInterval) -> Value {
        var value = initialValue
        for track in tracks { track.apply(to: &value, time: time) }
        return value
    }
}

@available(*, unavailable)
extension _ResolvedKeyframes: Sendable {}
