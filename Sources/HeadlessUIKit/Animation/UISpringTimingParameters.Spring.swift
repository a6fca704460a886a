// ViewLifecycle · HeadlessUIKit

extension UISpringTimingParameters {
    /// A spring as it was given.
    package enum Spring: Equatable, Sendable {
        /// The system's spring (`init()`).
        case system
        /// A damping ratio.
        case dampingRatio(CGFloat)
        /// Mass, stiffness and damping.
        case physical(mass: CGFloat, stiffness: CGFloat, damping: CGFloat)
        /// A perceptual duration and bounce (iOS 17).
        case perceptual(duration: TimeInterval, bounce: CGFloat)
    }
}
