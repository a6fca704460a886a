// ViewLifecycle · HeadlessSwiftUI

import Foundation

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Spring {
    /// Creates a spring that settles within a duration.
    ///
    /// The envelope of a damped spring decays as `exp(-dampingRatio × ω × t)` with
    /// `ω = 2π / response`; the response is chosen so the envelope reaches `epsilon` at
    /// `settlingDuration`.
    ///
    /// - Parameters:
    ///   - settlingDuration: The approximate time it takes for the spring to come to rest.
    ///   - dampingRatio: The amount of drag applied as a fraction of critical damping.
    ///   - epsilon: The threshold for how small all subsequent values need to be.
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        let angularFrequency = -log(epsilon) / (max(dampingRatio, .ulpOfOne) * settlingDuration)
        self.init(response: 2 * Double.pi / angularFrequency, dampingRatio: dampingRatio)
    }

    /// The time the spring's envelope takes to fall below 0.001 of its start:
    /// `-ln(0.001) / (dampingRatio × 2π / response)`.
    public var settlingDuration: TimeInterval {
        -log(0.001) / (max(dampingRatio, .ulpOfOne) * 2 * Double.pi / duration)
    }
}
