// ViewLifecycle · HeadlessUIKit

extension UISwipeGestureRecognizer {
    /// The directions a swipe recognizer accepts, with UIKit's raw values.
    public struct Direction: OptionSet, @unchecked Sendable {
        /// The directions' bits.
        public let rawValue: UInt

        /// Creates directions from their bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Towards the right.
        public static var right: UISwipeGestureRecognizer.Direction { .init(rawValue: 1 << 0) }
        /// Towards the left.
        public static var left: UISwipeGestureRecognizer.Direction { .init(rawValue: 1 << 1) }
        /// Upwards.
        public static var up: UISwipeGestureRecognizer.Direction { .init(rawValue: 1 << 2) }
        /// Downwards.
        public static var down: UISwipeGestureRecognizer.Direction { .init(rawValue: 1 << 3) }
    }
}
