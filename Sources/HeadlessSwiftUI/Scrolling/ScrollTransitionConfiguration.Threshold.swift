// ViewLifecycle · HeadlessSwiftUI

extension ScrollTransitionConfiguration {
    /// Describes a specific point in the progression of a target view within a container
    /// (drawn only: nothing is measured headlessly).
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    public struct Threshold {
        /// The fraction of the view that is visible at the threshold.
        let amount: Double

        /// The target view is fully visible.
        public static var visible: Threshold { Threshold(amount: 1) }
        /// The target view is fully hidden.
        public static var hidden: Threshold { Threshold(amount: 0) }
        /// The target view is centered within the container.
        public static var centered: Threshold { Threshold(amount: 0.5) }

        /// The target view is visible by the given amount, where zero is fully hidden, and one is
        /// fully visible.
        ///
        /// - Parameter amount: The visible fraction.
        public static func visible(_ amount: Double) -> Threshold { Threshold(amount: amount) }

        /// Creates a new threshold that combines this threshold value with another threshold,
        /// interpolated by the given amount.
        ///
        /// - Parameters:
        ///   - other: The second threshold value.
        ///   - amount: The ratio with which this threshold is combined with the given threshold.
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            Threshold(amount: self.amount + (other.amount - self.amount) * amount)
        }

        /// Returns a threshold that is met when the target view is closer to the center of the
        /// container by `distance` (kept as it is: no geometry headlessly).
        ///
        /// - Parameter distance: The distance to inset the threshold by.
        public func inset(by distance: Double) -> Threshold { self }
    }
}
