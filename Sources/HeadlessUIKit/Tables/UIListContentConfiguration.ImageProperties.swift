// ViewLifecycle · HeadlessUIKit

extension UIListContentConfiguration {
    /// How the image of a list configuration is shown (recorded, never drawn).
    public struct ImageProperties: Hashable {
        /// The tint colour, or `nil` for the default.
        public var tintColor: UIColor?
        /// The symbol configuration a symbol image is drawn with, or `nil` for the default
        /// (recorded).
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// The corner radius.
        public var cornerRadius: CGFloat = 0
        /// The largest size; zero for no limit.
        public var maximumSize: CGSize = .zero
        /// The size reserved whatever the image's size.
        public var reservedLayoutSize: CGSize = .zero
        /// Whether the image keeps its colours when Smart Invert is on (recorded).
        public var accessibilityIgnoresInvertColors = false
        /// The standard dimension for `reservedLayoutSize`.
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

        /// The tint colour the image is drawn with: `tintColor`, or the view's own when `nil`.
        ///
        /// - Parameter tintColor: The tint colour of the view that shows the image.
        /// - Returns: The resolved tint colour.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor { self.tintColor ?? tintColor }

        /// Hashes the properties.
        ///
        /// - Parameter hasher: The hasher.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(cornerRadius)
            hasher.combine(maximumSize.width)
            hasher.combine(maximumSize.height)
        }

        /// Whether two sets of properties are equal.
        ///
        /// - Parameters:
        ///   - a: One.
        ///   - b: The other.
        /// - Returns: `true` when equal.
        public static func == (a: Self, b: Self) -> Bool {
            a.tintColor == b.tintColor && a.cornerRadius == b.cornerRadius && a.maximumSize == b.maximumSize
                && a.reservedLayoutSize == b.reservedLayoutSize
                && a.accessibilityIgnoresInvertColors == b.accessibilityIgnoresInvertColors
        }
    }
}
