// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `menuStyle(_:)`: the style goes into the environment for every view of its
/// kind below.
typealias _MenuStyleModifier = _StyleBodyModifier<MenuStyleKey, MenuStyleConfiguration>
