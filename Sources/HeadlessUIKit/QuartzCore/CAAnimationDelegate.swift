// ViewLifecycle · HeadlessUIKit

/// What an animation tells its delegate as it starts and stops.
public protocol CAAnimationDelegate: NSObjectProtocol {
    /// Called as the animation starts.
    func animationDidStart(_ anim: CAAnimation)

    /// Called as the animation stops, `flag` saying whether it ran to its end.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing unless the delegate implements it.
    public func animationDidStart(_ anim: CAAnimation) {}

    /// Does nothing unless the delegate implements it.
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
