// ViewLifecycle · HeadlessSwiftUI

/// Keyframes a builder combined (a block, an array, or none), in order.
struct KeyframeTrackContentList<Value>: KeyframeTrackContent where Value: Animatable {
    typealias Body = Self

    let parts: [any KeyframeTrackContent<Value>]
}
