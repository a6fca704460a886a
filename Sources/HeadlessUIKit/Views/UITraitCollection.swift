// ViewLifecycle · HeadlessUIKit

/// The traits of the environment a view or controller lives in, as a plain value: an iPhone
/// in portrait, light mode, at 3x (what the runtime's simulated screen is).
@MainActor @preconcurrency
open class UITraitCollection: NSObject {
    /// Creates the trait collection of the simulated iPhone.
    public override init() {
        super.init()
    }

    /// The device family.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// Light or dark mode.
    open var userInterfaceStyle: UIUserInterfaceStyle { .light }
    /// The horizontal size class (compact on an iPhone in portrait).
    open var horizontalSizeClass: UIUserInterfaceSizeClass { .compact }
    /// The vertical size class (regular on an iPhone in portrait).
    open var verticalSizeClass: UIUserInterfaceSizeClass { .regular }
    /// Pixels per point.
    open var displayScale: CGFloat { 3 }
}
