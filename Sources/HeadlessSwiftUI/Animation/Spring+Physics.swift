// ViewLifecycle · HeadlessSwiftUI

import Foundation

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Spring {
    /// Creates a spring with the specified mass, stiffness, and damping.
    ///
    /// - Parameters:
    ///   - mass: The mass of the object attached to the spring.
    ///   - stiffness: The spring stiffness coefficient.
    ///   - damping: The drag coefficient.
    ///   - allowOverDamping: Whether a damping ratio above 1 is kept; otherwise it is clamped to 1.
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let ratio = damping / (2 * (stiffness * mass).squareRoot())
        self.init(
            duration: 2 * Double.pi * (mass / stiffness).squareRoot(),
            bounce: Self.bounce(dampingRatio: allowOverDamping ? ratio : min(ratio, 1)),
            mass: mass)
    }

    /// The mass of the object attached to the end of the spring.
    public var mass: Double { storedMass }

    /// The spring stiffness coefficient: `mass × (2π / response)²`.
    public var stiffness: Double {
        let angularFrequency = 2 * Double.pi / duration
        return mass * angularFrequency * angularFrequency
    }

    /// The drag coefficient: `4π × dampingRatio × mass / response`.
    public var damping: Double { 4 * Double.pi * dampingRatio * mass / duration }
}
