// ViewLifecycle · HeadlessUIKit

extension UIView {
    /// The edges and sizes of a view that stretch when its superview's bounds change.
    public struct AutoresizingMask: OptionSet, @unchecked Sendable {
        /// The mask's bits, with UIKit's values.
        public let rawValue: UInt

        /// Creates a mask from its bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The left margin stretches.
        public static var flexibleLeftMargin: UIView.AutoresizingMask { .init(rawValue: 1 << 0) }
        /// The width stretches.
        public static var flexibleWidth: UIView.AutoresizingMask { .init(rawValue: 1 << 1) }
        /// The right margin stretches.
        public static var flexibleRightMargin: UIView.AutoresizingMask { .init(rawValue: 1 << 2) }
        /// The top margin stretches.
        public static var flexibleTopMargin: UIView.AutoresizingMask { .init(rawValue: 1 << 3) }
        /// The height stretches.
        public static var flexibleHeight: UIView.AutoresizingMask { .init(rawValue: 1 << 4) }
        /// The bottom margin stretches.
        public static var flexibleBottomMargin: UIView.AutoresizingMask { .init(rawValue: 1 << 5) }
    }
}
