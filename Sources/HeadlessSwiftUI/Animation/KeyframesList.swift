// ViewLifecycle · HeadlessSwiftUI

/// Tracks a keyframes builder combined (a block, or none), in order.
struct KeyframesList<Value>: Keyframes {
    typealias Body = Never

    let parts: [any Keyframes<Value>]

    func _resolve(
        into resolved: inout _ResolvedKeyframes<Value>, initialValue: Value, initialVelocity: Value?
    ) {
        for part in parts {
            part._resolve(into: &resolved, initialValue: initialValue, initialVelocity: initialVelocity)
        }
    }
}
