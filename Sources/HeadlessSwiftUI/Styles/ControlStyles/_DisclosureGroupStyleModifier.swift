// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `disclosureGroupStyle(_:)`: the style goes into the environment for every view of its
/// kind below.
typealias _DisclosureGroupStyleModifier = _StyleBodyModifier<
    DisclosureGroupStyleKey, DisclosureGroupStyleConfiguration
>
