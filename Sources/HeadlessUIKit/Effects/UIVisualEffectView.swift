// ViewLifecycle · HeadlessUIKit

import Foundation

/// An object that implements some complex visual effects (drawn only); its content goes in
/// `contentView`, its one subview.
@MainActor @preconcurrency
open class UIVisualEffectView: UIView {
    /// The view to add content to: the effect view's one subview.
    public let contentView = UIView()

    /// The visual effect the view applies (drawn only).
    open var effect: UIVisualEffect?

    /// Creates a visual effect view with the specified effect.
    ///
    /// - Parameter effect: The effect, or `nil` for none.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// Creates a visual effect view with no effect in `frame`: Objective-C's inherited
    /// initializer, so `UIVisualEffectView()` and `UIVisualEffectView(frame:)` compile as on iOS.
    ///
    /// - Parameter frame: The view's frame rectangle.
    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// Creates a visual effect view from an archive; the headless runtime keeps no archived state.
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }
}
