// ViewLifecycle · HeadlessUIKit

/// UIKit's `UIFontMetrics` from the SDK: its properties keep what is set (starting at zero, nil or empty), its methods do nothing headlessly.
@available(iOS 11.0, *)
open class UIFontMetrics: NSObject {
    /// Apple's initializer: makes a default instance headlessly.
    public convenience init(forTextStyle textStyle: UIFont.TextStyle) {
        self.init()
    }

    /// Apple's `default`: returns UIFontMetrics() headlessly.
    public static var `default`: UIFontMetrics { UIFontMetrics() }

    /// Apple's `scaledValue`: returns 0 headlessly (listed in `Headless.inertCalls`).
    open func scaledValue(for value: CGFloat) -> CGFloat {
        InertCalls.recordIfOnMainActor("UIFontMetrics.scaledValue(for:)")
        return 0
    }

    /// Apple's `scaledValue`: returns 0 headlessly (listed in `Headless.inertCalls`).
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        InertCalls.recordIfOnMainActor("UIFontMetrics.scaledValue(for:compatibleWith:)")
        return 0
    }
}
