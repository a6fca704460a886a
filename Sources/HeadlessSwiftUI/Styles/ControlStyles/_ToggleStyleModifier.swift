// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `toggleStyle(_:)`: the style goes into the environment for every toggle
/// below.
typealias _ToggleStyleModifier = _StyleBodyModifier<ToggleStyleKey, ToggleStyleConfiguration>
