// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `labelStyle(_:)`: the style goes into the environment for every label
/// below.
typealias _LabelStyleModifier = _StyleBodyModifier<LabelStyleKey, LabelStyleConfiguration>
