// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `progressViewStyle(_:)`: the style goes into the environment for every view of its
/// kind below.
typealias _ProgressViewStyleModifier = _StyleBodyModifier<
    ProgressViewStyleKey, ProgressViewStyleConfiguration
>
