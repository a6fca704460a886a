// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `labeledContentStyle(_:)`: the style goes into the environment for every view of its
/// kind below.
typealias _LabeledContentStyleModifier = _StyleBodyModifier<
    LabeledContentStyleKey, LabeledContentStyleConfiguration
>
