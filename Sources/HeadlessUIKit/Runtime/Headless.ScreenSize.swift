// ViewLifecycle · HeadlessUIKit

extension Headless {
    /// The size of the simulated screen (the app's window) and the device family it belongs to;
    /// the window's traits follow from it.
    ///
    /// Named sizes are the points of real devices in each orientation; a multitasking window on
    /// an iPad is a size with the `.pad` idiom, e.g. `ScreenSize(width: 320, height: 1194, idiom: .pad)`.
    public struct ScreenSize: Equatable, Sendable {
        /// The width in points.
        public var width: CGFloat
        /// The height in points.
        public var height: CGFloat
        /// The device family.
        public var idiom: UIUserInterfaceIdiom

        /// Creates a screen size.
        ///
        /// - Parameters:
        ///   - width: The width in points.
        ///   - height: The height in points.
        ///   - idiom: The device family, `.phone` unless given.
        public init(width: CGFloat, height: CGFloat, idiom: UIUserInterfaceIdiom = .phone) {
            self.width = width
            self.height = height
            self.idiom = idiom
        }

        /// The size as a `CGSize`.
        public var size: CGSize { CGSize(width: width, height: height) }

        /// The same device turned a quarter: width and height swapped.
        public var rotated: ScreenSize { ScreenSize(width: height, height: width, idiom: idiom) }

        /// An iPhone 15 in portrait (393 x 852), the runtime's default.
        public static let iPhone = ScreenSize(width: 393, height: 852)
        /// An iPhone 15 in landscape (852 x 393): still compact width.
        public static let iPhoneLandscape = iPhone.rotated
        /// An iPhone 15 Pro Max in portrait (430 x 932).
        public static let iPhoneProMax = ScreenSize(width: 430, height: 932)
        /// An iPhone 15 Pro Max in landscape (932 x 430): regular width, as on the Plus and Max phones.
        public static let iPhoneProMaxLandscape = iPhoneProMax.rotated
        /// An 11-inch iPad Pro in portrait (834 x 1194), full screen.
        public static let iPad = ScreenSize(width: 834, height: 1194, idiom: .pad)
        /// An 11-inch iPad Pro in landscape (1194 x 834), full screen.
        public static let iPadLandscape = iPad.rotated
        /// An 11-inch iPad Pro in landscape sharing the screen half and half (590 x 834): compact width.
        public static let iPadHalfSplit = ScreenSize(width: 590, height: 834, idiom: .pad)
        /// An 11-inch iPad Pro's slide-over or one-third window (320 x 834): compact width.
        public static let iPadSlideOver = ScreenSize(width: 320, height: 834, idiom: .pad)

        /// The horizontal size class a window of this size has.
        ///
        /// The rule, read off the size-class tables of Apple's Human Interface Guidelines
        /// ("Layout", device size classes) as commandshift.co.uk/blog/2016/04/11/understanding-split-view-controller
        /// and blog.csdn.net/wenluma/article/details/45723987 print them: a phone is regular only in
        /// landscape on the wide models (the Plus and Max phones and the iPhone 11/XR, 896 points and
        /// wider; the 852-point iPhone 15 is compact); an iPad window is regular from 678 points
        /// (a 12.9-inch iPad's half of the landscape screen) and compact below (the 11-inch iPad's
        /// half, 590, and its portrait two-thirds, 639 on the 12.9-inch).
        public var horizontalSizeClass: UIUserInterfaceSizeClass {
            switch idiom {
            case .pad: width >= 678 ? .regular : .compact
            default: width > height && width >= 896 ? .regular : .compact
            }
        }

        /// The vertical size class a window of this size has: compact for a phone in landscape,
        /// regular otherwise.
        public var verticalSizeClass: UIUserInterfaceSizeClass {
            idiom == .phone && width > height ? .compact : .regular
        }
    }
}
