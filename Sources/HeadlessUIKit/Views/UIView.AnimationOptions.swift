// ViewLifecycle · HeadlessUIKit

extension UIView {
    /// Options for view animations and transitions, with UIKit's bit values.
    ///
    /// The runtime draws nothing, so only the animation's length matters to it; the options are
    /// kept so code written for devices compiles and reads the same.
    public struct AnimationOptions: OptionSet, @unchecked Sendable {
        /// The options' bits.
        public let rawValue: UInt

        /// Creates options from their bits.
        ///
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews at commit time so they animate with their parent.
        public static var layoutSubviews: UIView.AnimationOptions { .init(rawValue: 1 << 0) }
        /// Lets the user interact with views while they animate.
        public static var allowUserInteraction: UIView.AnimationOptions { .init(rawValue: 1 << 1) }
        /// Starts from the current presentation state.
        public static var beginFromCurrentState: UIView.AnimationOptions { .init(rawValue: 1 << 2) }
        /// Repeats the animation indefinitely.
        public static var `repeat`: UIView.AnimationOptions { .init(rawValue: 1 << 3) }
        /// Runs the animation backwards and forwards.
        public static var autoreverse: UIView.AnimationOptions { .init(rawValue: 1 << 4) }
        /// Ignores the duration of an enclosing animation.
        public static var overrideInheritedDuration: UIView.AnimationOptions { .init(rawValue: 1 << 5) }
        /// Ignores the curve of an enclosing animation.
        public static var overrideInheritedCurve: UIView.AnimationOptions { .init(rawValue: 1 << 6) }
        /// Redraws content while animating.
        public static var allowAnimatedContent: UIView.AnimationOptions { .init(rawValue: 1 << 7) }
        /// Hides and shows views instead of removing and adding them in a transition.
        public static var showHideTransitionViews: UIView.AnimationOptions { .init(rawValue: 1 << 8) }
        /// Ignores every option of an enclosing animation.
        public static var overrideInheritedOptions: UIView.AnimationOptions { .init(rawValue: 1 << 9) }
        /// Eases in and out (the default curve).
        public static var curveEaseInOut: UIView.AnimationOptions { .init(rawValue: 0 << 16) }
        /// Eases in.
        public static var curveEaseIn: UIView.AnimationOptions { .init(rawValue: 1 << 16) }
        /// Eases out.
        public static var curveEaseOut: UIView.AnimationOptions { .init(rawValue: 2 << 16) }
        /// Runs at constant speed.
        public static var curveLinear: UIView.AnimationOptions { .init(rawValue: 3 << 16) }
        /// Flips from the left.
        public static var transitionFlipFromLeft: UIView.AnimationOptions { .init(rawValue: 1 << 20) }
        /// Flips from the right.
        public static var transitionFlipFromRight: UIView.AnimationOptions { .init(rawValue: 2 << 20) }
        /// Curls up.
        public static var transitionCurlUp: UIView.AnimationOptions { .init(rawValue: 3 << 20) }
        /// Curls down.
        public static var transitionCurlDown: UIView.AnimationOptions { .init(rawValue: 4 << 20) }
        /// Dissolves one view into the other.
        public static var transitionCrossDissolve: UIView.AnimationOptions { .init(rawValue: 5 << 20) }
        /// Flips from the top.
        public static var transitionFlipFromTop: UIView.AnimationOptions { .init(rawValue: 6 << 20) }
        /// Flips from the bottom.
        public static var transitionFlipFromBottom: UIView.AnimationOptions { .init(rawValue: 7 << 20) }
        /// Prefers 60 frames per second.
        public static var preferredFramesPerSecond60: UIView.AnimationOptions { .init(rawValue: 3 << 24) }
        /// Prefers 30 frames per second.
        public static var preferredFramesPerSecond30: UIView.AnimationOptions { .init(rawValue: 7 << 24) }
    }
}
