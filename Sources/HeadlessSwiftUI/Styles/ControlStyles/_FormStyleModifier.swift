// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `formStyle(_:)`: the style goes into the environment for every form below.
typealias _FormStyleModifier = _StyleBodyModifier<FormStyleKey, FormStyleConfiguration>
