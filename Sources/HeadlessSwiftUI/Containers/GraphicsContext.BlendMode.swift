// ViewLifecycle · HeadlessSwiftUI

extension GraphicsContext {
    /// The ways that a graphics context combines new content with background content (stored
    /// only: nothing is drawn headlessly). The raw values are Core Graphics' blend modes.
    @frozen public struct BlendMode: RawRepresentable, Equatable {
        /// The corresponding raw value.
        public let rawValue: Int32

        /// Creates a blend mode from a raw value.
        @inlinable public init(rawValue: Int32) { self.rawValue = rawValue }

        /// The `normal` blend mode.
        @inlinable public static var normal: BlendMode { BlendMode(rawValue: 0) }
        /// The `multiply` blend mode.
        @inlinable public static var multiply: BlendMode { BlendMode(rawValue: 1) }
        /// The `screen` blend mode.
        @inlinable public static var screen: BlendMode { BlendMode(rawValue: 2) }
        /// The `overlay` blend mode.
        @inlinable public static var overlay: BlendMode { BlendMode(rawValue: 3) }
        /// The `darken` blend mode.
        @inlinable public static var darken: BlendMode { BlendMode(rawValue: 4) }
        /// The `lighten` blend mode.
        @inlinable public static var lighten: BlendMode { BlendMode(rawValue: 5) }
        /// The `colorDodge` blend mode.
        @inlinable public static var colorDodge: BlendMode { BlendMode(rawValue: 6) }
        /// The `colorBurn` blend mode.
        @inlinable public static var colorBurn: BlendMode { BlendMode(rawValue: 7) }
        /// The `softLight` blend mode.
        @inlinable public static var softLight: BlendMode { BlendMode(rawValue: 8) }
        /// The `hardLight` blend mode.
        @inlinable public static var hardLight: BlendMode { BlendMode(rawValue: 9) }
        /// The `difference` blend mode.
        @inlinable public static var difference: BlendMode { BlendMode(rawValue: 10) }
        /// The `exclusion` blend mode.
        @inlinable public static var exclusion: BlendMode { BlendMode(rawValue: 11) }
        /// The `hue` blend mode.
        @inlinable public static var hue: BlendMode { BlendMode(rawValue: 12) }
        /// The `saturation` blend mode.
        @inlinable public static var saturation: BlendMode { BlendMode(rawValue: 13) }
        /// The `color` blend mode.
        @inlinable public static var color: BlendMode { BlendMode(rawValue: 14) }
        /// The `luminosity` blend mode.
        @inlinable public static var luminosity: BlendMode { BlendMode(rawValue: 15) }
        /// The `clear` blend mode.
        @inlinable public static var clear: BlendMode { BlendMode(rawValue: 16) }
        /// The `copy` blend mode.
        @inlinable public static var copy: BlendMode { BlendMode(rawValue: 17) }
        /// The `sourceIn` blend mode.
        @inlinable public static var sourceIn: BlendMode { BlendMode(rawValue: 18) }
        /// The `sourceOut` blend mode.
        @inlinable public static var sourceOut: BlendMode { BlendMode(rawValue: 19) }
        /// The `sourceAtop` blend mode.
        @inlinable public static var sourceAtop: BlendMode { BlendMode(rawValue: 20) }
        /// The `destinationOver` blend mode.
        @inlinable public static var destinationOver: BlendMode { BlendMode(rawValue: 21) }
        /// The `destinationIn` blend mode.
        @inlinable public static var destinationIn: BlendMode { BlendMode(rawValue: 22) }
        /// The `destinationOut` blend mode.
        @inlinable public static var destinationOut: BlendMode { BlendMode(rawValue: 23) }
        /// The `destinationAtop` blend mode.
        @inlinable public static var destinationAtop: BlendMode { BlendMode(rawValue: 24) }
        /// The `xor` blend mode.
        @inlinable public static var xor: BlendMode { BlendMode(rawValue: 25) }
        /// The `plusDarker` blend mode.
        @inlinable public static var plusDarker: BlendMode { BlendMode(rawValue: 26) }
        /// The `plusLighter` blend mode.
        @inlinable public static var plusLighter: BlendMode { BlendMode(rawValue: 27) }
    }
}
