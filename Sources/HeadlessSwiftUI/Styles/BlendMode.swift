// ViewLifecycle · HeadlessSwiftUI

/// Modes for compositing a view with overlapping content.
public enum BlendMode: Sendable, Hashable {
    /// The separable modes: each colour channel is combined on its own.
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    /// The separable modes that subtract, and the non-separable ones that mix hue, saturation
    /// and luminosity; `sourceAtop` and `destinationOver` composite by coverage.
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver
    /// Compositing by coverage (`destinationOut`) and the additive modes that darken or lighten.
    case destinationOut, plusDarker, plusLighter
}
