// ViewLifecycle · HeadlessSwiftUI

extension GraphicsContext {
    /// Options that configure the graphics context filter that creates shadows (stored in the
    /// filter; nothing is drawn headlessly).
    @frozen public struct ShadowOptions: OptionSet {
        /// The option bits, as SwiftUI's inlinable declarations give them.
        public let rawValue: UInt32

        /// Creates a new shadow options value from a raw value.
        @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// An option that draws the shadow above the layer (bit 0).
        @inlinable public static var shadowAbove: GraphicsContext.ShadowOptions { Self(rawValue: 1 << 0) }

        /// An option that draws only the shadow, not the layer (bit 1).
        @inlinable public static var shadowOnly: GraphicsContext.ShadowOptions { Self(rawValue: 1 << 1) }

        /// An option that inverts the alpha of the shadow (bit 2).
        @inlinable public static var invertsAlpha: GraphicsContext.ShadowOptions { Self(rawValue: 1 << 2) }

        /// An option that disables drawing the layer as a group (bit 3).
        @inlinable public static var disablesGroup: GraphicsContext.ShadowOptions { Self(rawValue: 1 << 3) }

        /// The element of an array literal of options.
        public typealias ArrayLiteralElement = GraphicsContext.ShadowOptions

        /// The element of the option set.
        public typealias Element = GraphicsContext.ShadowOptions

        /// The raw value's type.
        public typealias RawValue = UInt32
    }

    /// Options that configure the graphics context filter that creates blur (stored in the
    /// filter; nothing is drawn headlessly).
    @frozen public struct BlurOptions: OptionSet {
        /// The option bits, as SwiftUI's inlinable declarations give them.
        public let rawValue: UInt32

        /// Creates a new blur options value from a raw value.
        @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// An option that makes the blur opaque (bit 0).
        @inlinable public static var opaque: GraphicsContext.BlurOptions { Self(rawValue: 1 << 0) }

        /// An option that dithers the blur's result (bit 1).
        @inlinable public static var dithersResult: GraphicsContext.BlurOptions { Self(rawValue: 1 << 1) }

        /// The element of an array literal of options.
        public typealias ArrayLiteralElement = GraphicsContext.BlurOptions

        /// The element of the option set.
        public typealias Element = GraphicsContext.BlurOptions

        /// The raw value's type.
        public typealias RawValue = UInt32
    }
}
