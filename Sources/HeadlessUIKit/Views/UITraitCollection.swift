// ViewLifecycle · HeadlessUIKit

/// The traits of the environment a view or controller lives in, as a plain value.
///
/// Views, controllers and scenes read their window's: the simulated screen's size decides the
/// size classes and the idiom (`Headless.ScreenSize`), in light mode at 3x (2x on an iPad).
@MainActor @preconcurrency
open class UITraitCollection: NSObject {
    private let storedIdiom: UIUserInterfaceIdiom
    private let storedHorizontalSizeClass: UIUserInterfaceSizeClass
    private let storedVerticalSizeClass: UIUserInterfaceSizeClass
    private let storedStyle: UIUserInterfaceStyle
    private let storedScale: CGFloat

    /// Creates a trait collection whose traits are all unspecified, as UIKit's does.
    public override init() {
        storedIdiom = .unspecified
        storedHorizontalSizeClass = .unspecified
        storedVerticalSizeClass = .unspecified
        storedStyle = .unspecified
        storedScale = 0
        super.init()
    }

    /// Creates the traits of a window of the simulated screen's size.
    init(screen: Headless.ScreenSize) {
        storedIdiom = screen.idiom
        storedHorizontalSizeClass = screen.horizontalSizeClass
        storedVerticalSizeClass = screen.verticalSizeClass
        storedStyle = .light
        storedScale = screen.idiom == .pad ? 2 : 3
        super.init()
    }

    private init(
        idiom: UIUserInterfaceIdiom = .unspecified, horizontal: UIUserInterfaceSizeClass = .unspecified,
        vertical: UIUserInterfaceSizeClass = .unspecified
    ) {
        storedIdiom = idiom
        storedHorizontalSizeClass = horizontal
        storedVerticalSizeClass = vertical
        storedStyle = .unspecified
        storedScale = 0
        super.init()
    }

    /// Creates a trait collection that specifies only a horizontal size class.
    ///
    /// - Parameter horizontalSizeClass: The horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(horizontal: horizontalSizeClass)
    }

    /// Creates a trait collection that specifies only a vertical size class.
    ///
    /// - Parameter verticalSizeClass: The vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(vertical: verticalSizeClass)
    }

    /// Creates a trait collection that specifies only an interface idiom.
    ///
    /// - Parameter idiom: The device family.
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init(idiom: idiom)
    }

    /// The device family.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { storedIdiom }
    /// Light or dark mode.
    open var userInterfaceStyle: UIUserInterfaceStyle { storedStyle }
    /// The horizontal size class: compact on a phone (but the widest in landscape), regular on
    /// a full-screen iPad.
    open var horizontalSizeClass: UIUserInterfaceSizeClass { storedHorizontalSizeClass }
    /// The vertical size class: compact on a phone in landscape, regular otherwise.
    open var verticalSizeClass: UIUserInterfaceSizeClass { storedVerticalSizeClass }
    /// Pixels per point.
    open var displayScale: CGFloat { storedScale }

    /// Whether two collections' size classes differ, which is what moves split views and
    /// SwiftUI's size-class environment.
    func sizeClassesDiffer(from other: UITraitCollection) -> Bool {
        other.storedHorizontalSizeClass != storedHorizontalSizeClass
            || other.storedVerticalSizeClass != storedVerticalSizeClass || other.storedIdiom != storedIdiom
    }
}
