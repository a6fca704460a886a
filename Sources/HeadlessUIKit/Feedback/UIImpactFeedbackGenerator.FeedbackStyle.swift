// ViewLifecycle · HeadlessUIKit

extension UIImpactFeedbackGenerator {
    /// The mass of the objects in the collision simulated by an impact feedback generator.
    public enum FeedbackStyle: Int, Sendable {
        /// A collision between small, light user interface elements.
        case light = 0
        /// A collision between moderately sized user interface elements.
        case medium = 1
        /// A collision between large, heavy user interface elements.
        case heavy = 2
        /// A collision between user interface elements that are soft.
        case soft = 3
        /// A collision between user interface elements that are rigid.
        case rigid = 4
    }
}
