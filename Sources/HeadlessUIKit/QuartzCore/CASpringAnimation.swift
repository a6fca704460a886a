// ViewLifecycle · HeadlessUIKit

import Foundation

/// A basic animation paced by a spring.
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring.
    open var mass: CGFloat = 1
    /// The spring's stiffness.
    open var stiffness: CGFloat = 100
    /// How quickly the spring settles.
    open var damping: CGFloat = 10
    /// The speed the spring starts at.
    open var initialVelocity: CGFloat = 0
}
