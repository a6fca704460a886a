// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `gaugeStyle(_:)`: the style goes into the environment for every view of its
/// kind below.
typealias _GaugeStyleModifier = _StyleBodyModifier<GaugeStyleKey, GaugeStyleConfiguration>
