// ViewLifecycle · HeadlessUIKit

import Foundation

/// The base of Core Animation's animations: timing, a delegate and whether the layer drops it.
///
/// Headlessly a layer keeps the animations added to it and nothing is drawn or interpolated; the
/// delegate hears nothing.
open class CAAnimation: NSObject {
    /// The pacing curve; `nil` for linear.
    open var timingFunction: CAMediaTimingFunction?
    /// The object told when the animation starts and stops (kept strongly, as Core Animation does).
    open var delegate: (any CAAnimationDelegate)?
    /// Whether the layer drops the animation once it ends.
    open var isRemovedOnCompletion = true
    /// When the animation starts, in the layer's time.
    open var beginTime: TimeInterval = 0
    /// How long one repetition lasts; 0 for the default (0.25 seconds).
    open var duration: TimeInterval = 0
    /// How fast time runs for the animation.
    open var speed: Float = 1
    /// An offset into the animation's time.
    open var timeOffset: TimeInterval = 0
    /// How many times the animation repeats.
    open var repeatCount: Float = 0
    /// How long the animation repeats for.
    open var repeatDuration: TimeInterval = 0
    /// Whether each repetition plays backwards after forwards.
    open var autoreverses = false
    /// What the animation shows outside its active time.
    open var fillMode: CAMediaTimingFillMode = .removed

    /// Creates an animation.
    public override init() {
        super.init()
    }

    /// The value a property starts at unless set; `nil` for every key headlessly.
    ///
    /// - Parameter key: The property's name.
    /// - Returns: The default value.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Whether archiving keeps the value of `key`; always true headlessly.
    ///
    /// - Parameter key: The property's name.
    /// - Returns: Whether the value is archived.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }
}
