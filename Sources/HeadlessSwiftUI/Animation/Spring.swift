// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A representation of a spring's motion.
///
/// Headlessly a spring is a description only: its duration and bounce are kept and never
/// simulated.
public struct Spring: Hashable, Sendable {
    /// The perceptual duration, which defines the pace of the spring.
    public let duration: TimeInterval
    /// How bouncy the spring is: 0 is no bounce, positive values bounce more.
    public let bounce: Double
    /// The mass of the object attached to the end of the spring; 1 unless given.
    let storedMass: Double

    /// Creates a spring with the specified duration and bounce.
    ///
    /// - Parameters:
    ///   - duration: The perceptual duration, which defines the pace of the spring.
    ///   - bounce: How bouncy the spring should be, from -1 to 1.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        self.duration = duration
        self.bounce = bounce
        self.storedMass = 1
    }

    /// A spring of the given pace, bounce and mass.
    init(duration: TimeInterval, bounce: Double, mass: Double) {
        self.duration = duration
        self.bounce = bounce
        self.storedMass = mass
    }
}
