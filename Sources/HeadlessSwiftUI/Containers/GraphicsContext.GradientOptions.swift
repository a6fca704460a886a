// ViewLifecycle · HeadlessSwiftUI

extension GraphicsContext {
    /// Options that affect the rendering of color gradients (stored only).
    @frozen public struct GradientOptions: OptionSet {
        /// The corresponding raw value.
        public let rawValue: UInt32

        /// Creates a new gradient options value from a raw value.
        @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// An option that repeats the gradient outside its nominal range.
        @inlinable public static var `repeat`: GradientOptions { GradientOptions(rawValue: 1 << 0) }

        /// An option that repeats the gradient outside its nominal range, reflecting every
        /// other instance.
        @inlinable public static var mirror: GradientOptions { GradientOptions(rawValue: 1 << 1) }

        /// An option that interpolates between colors in a linear color space.
        @inlinable public static var linearColor: GradientOptions { GradientOptions(rawValue: 1 << 2) }
    }
}
