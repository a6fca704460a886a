// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `controlGroupStyle(_:)`: the style goes into the environment for every view of its
/// kind below.
typealias _ControlGroupStyleModifier = _StyleBodyModifier<
    ControlGroupStyleKey, ControlGroupStyleConfiguration
>
