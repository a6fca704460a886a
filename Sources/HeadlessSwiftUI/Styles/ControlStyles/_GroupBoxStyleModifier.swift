// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `groupBoxStyle(_:)`: the style goes into the environment for every view of its
/// kind below.
typealias _GroupBoxStyleModifier = _StyleBodyModifier<GroupBoxStyleKey, GroupBoxStyleConfiguration>
