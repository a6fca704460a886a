// ViewLifecycle · HeadlessUIKit

extension UICollectionView {
    /// Where an item ends up after scrolling to it; one vertical and one horizontal position
    /// may be combined.
    public struct ScrollPosition: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt

        /// Creates a position from its bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The item at the top.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item's center at the view's vertical center.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item at the bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item at the left edge.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item's center at the view's horizontal center.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item at the right edge.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }
}
