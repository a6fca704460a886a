// ViewLifecycle · CoreGraphics

/// How CoreGraphics composites what is drawn with what is already there.
public enum CGBlendMode: Int32, @unchecked Sendable {
    /// The `normal` compositing mode.
    case normal = 0
    /// The `multiply` compositing mode.
    case multiply = 1
    /// The `screen` compositing mode.
    case screen = 2
    /// The `overlay` compositing mode.
    case overlay = 3
    /// The `darken` compositing mode.
    case darken = 4
    /// The `lighten` compositing mode.
    case lighten = 5
    /// The `colorDodge` compositing mode.
    case colorDodge = 6
    /// The `colorBurn` compositing mode.
    case colorBurn = 7
    /// The `softLight` compositing mode.
    case softLight = 8
    /// The `hardLight` compositing mode.
    case hardLight = 9
    /// The `difference` compositing mode.
    case difference = 10
    /// The `exclusion` compositing mode.
    case exclusion = 11
    /// The `hue` compositing mode.
    case hue = 12
    /// The `saturation` compositing mode.
    case saturation = 13
    /// The `color` compositing mode.
    case color = 14
    /// The `luminosity` compositing mode.
    case luminosity = 15
    /// The `clear` compositing mode.
    case clear = 16
    /// The `copy` compositing mode.
    case copy = 17
    /// The `sourceIn` compositing mode.
    case sourceIn = 18
    /// The `sourceOut` compositing mode.
    case sourceOut = 19
    /// The `sourceAtop` compositing mode.
    case sourceAtop = 20
    /// The `destinationOver` compositing mode.
    case destinationOver = 21
    /// The `destinationIn` compositing mode.
    case destinationIn = 22
    /// The `destinationOut` compositing mode.
    case destinationOut = 23
    /// The `destinationAtop` compositing mode.
    case destinationAtop = 24
    /// The `xor` compositing mode.
    case xor = 25
    /// The `plusDarker` compositing mode.
    case plusDarker = 26
    /// The `plusLighter` compositing mode.
    case plusLighter = 27
}
