// ViewLifecycle · HeadlessUIKit

/// Animations that run together.
open class CAAnimationGroup: CAAnimation {
    /// The grouped animations.
    open var animations: [CAAnimation]?
}
