// ViewLifecycle · HeadlessSwiftUI

import Foundation

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Spring {
    /// Creates a spring with the specified response and damping ratio.
    ///
    /// - Parameters:
    ///   - response: The stiffness of the spring, as an approximate duration in seconds.
    ///   - dampingRatio: The amount of drag applied, as a fraction of the amount needed to
    ///     produce critical damping.
    public init(response: Double, dampingRatio: Double) {
        self.init(duration: response, bounce: Self.bounce(dampingRatio: dampingRatio), mass: 1)
    }

    /// The stiffness of the spring, as an approximate duration in seconds.
    public var response: Double { duration }

    /// The amount of drag applied, as a fraction of the amount needed to produce critical damping:
    /// `1 - bounce` for a bouncy spring, `1 / (1 + bounce)` for an overdamped one.
    public var dampingRatio: Double { bounce >= 0 ? 1 - bounce : 1 / (1 + bounce) }

    /// The bounce whose damping ratio is `dampingRatio`.
    static func bounce(dampingRatio: Double) -> Double {
        dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1
    }
}
