// ViewLifecycle · HeadlessSwiftUI

extension GraphicsContext {
    /// Options that affect the use of clip shapes (stored only).
    @frozen public struct ClipOptions: OptionSet {
        /// The corresponding raw value.
        public let rawValue: UInt32

        /// Creates a new clip options value from a raw value.
        @inlinable public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// An option to invert the shape or layer alpha as the clip mask.
        @inlinable public static var inverse: ClipOptions { ClipOptions(rawValue: 1 << 0) }
    }
}
