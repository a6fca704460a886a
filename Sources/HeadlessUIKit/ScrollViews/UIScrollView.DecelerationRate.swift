// ViewLifecycle · HeadlessUIKit

extension UIScrollView {
    /// How fast the content slows down after a flick, per millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The factor the speed is multiplied by each millisecond.
        public var rawValue: CGFloat

        /// Creates a rate.
        ///
        /// - Parameter rawValue: The factor per millisecond.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// The default rate, 0.998.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quicker stop, 0.99.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
