// ViewLifecycle · HeadlessSwiftUI

/// What an effect method of ``VisualEffect`` returns: the names of the effects applied so far,
/// in order (drawn only).
struct AppliedVisualEffect: VisualEffect {
    /// The effects, first applied first.
    let effects: [String]
}

extension VisualEffect {
    /// This effect followed by the effect `name`.
    nonisolated func then(_ name: String) -> AppliedVisualEffect {
        AppliedVisualEffect(effects: ((self as? AppliedVisualEffect)?.effects ?? []) + [name])
    }
}
