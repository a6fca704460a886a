// ViewLifecycle · HeadlessUIKit

import Foundation

/// A concrete feedback generator subclass that creates haptics to simulate physical impacts
/// (played as nothing headlessly).
@MainActor @preconcurrency
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the objects in the collision the generator simulates.
    let style: FeedbackStyle

    /// Creates an impact feedback generator with the given style.
    ///
    /// - Parameter style: The mass of the objects in the collision.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// Creates an impact feedback generator with the medium style.
    public override convenience init() {
        self.init(style: .medium)
    }

    /// Triggers impact feedback.
    open func impactOccurred() {}

    /// Triggers impact feedback with a specific intensity.
    ///
    /// - Parameter intensity: A value between 0.0 and 1.0.
    open func impactOccurred(intensity: CGFloat) {}
}
