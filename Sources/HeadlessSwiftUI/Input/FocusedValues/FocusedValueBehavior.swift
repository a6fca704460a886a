// ViewLifecycle · HeadlessSwiftUI

/// What a `focusedValue` or `focusedSceneValue` modifier keeps on its node: how to publish its
/// latest value.
final class FocusedValueBehavior: NodeBehavior {
    /// Writes the modifier's latest value into the values being gathered.
    var publish: (inout FocusedValues) -> Void = { _ in }
    /// Whether the value is the scene's (published while the scene is active, wherever focus is).
    var isScene = false
}
