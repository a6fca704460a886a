// ViewLifecycle · HeadlessUIKit

/// A control that shows a row of dots, one a page, with the current page's dot highlighted.
///
/// A user's tap (`Headless.tapPageControl(_:forward:)`) moves one page towards the side tapped
/// and sends `.valueChanged`, as on a device; setting `currentPage` in code sends nothing. The
/// control keeps `currentPage` within `0..<numberOfPages`.
@MainActor @preconcurrency
open class UIPageControl: UIControl {
    /// The number of pages (dots); `currentPage` follows it down.
    open var numberOfPages = 0 {
        didSet {
            if numberOfPages < 0 { numberOfPages = 0 }
            currentPage = UIPageControl.clamped(currentPage, pages: numberOfPages)
        }
    }
    /// The page shown, kept within `0..<numberOfPages` (0 when there are none).
    open var currentPage = 0 {
        didSet {
            let kept = UIPageControl.clamped(currentPage, pages: numberOfPages)
            if kept != currentPage { currentPage = kept }
        }
    }
    /// Whether the control hides itself when there is only one page.
    open var hidesForSinglePage = false
    /// The colour of the other pages' dots.
    open var pageIndicatorTintColor: UIColor?
    /// The colour of the current page's dot.
    open var currentPageIndicatorTintColor: UIColor?
    /// The background behind the dots.
    open var backgroundStyle: UIPageControl.BackgroundStyle = .automatic
    /// The direction in which the pages run.
    open var direction: UIPageControl.Direction = .natural
    /// Whether a touch is changing the page now, and how.
    open private(set) var interactionState: UIPageControl.InteractionState = .none
    /// Whether a scrub across the dots moves through the pages continuously.
    open var allowsContinuousInteraction = true
    /// The image every page's dot shows, or `nil` for a dot.
    open var preferredIndicatorImage: UIImage?
    /// The image the current page's dot shows, or `nil` for the page's own image.
    open var preferredCurrentPageIndicatorImage: UIImage?
    /// Whether the control waits for `updateCurrentPageDisplay()` to show a new page.
    @available(
        iOS, introduced: 2.0, deprecated: 14.0,
        message: "defersCurrentPageDisplay no longer does anything reasonable with the new interaction mode."
    )
    open var defersCurrentPageDisplay = false
    private var indicatorImages: [Int: UIImage] = [:]
    private var currentIndicatorImages: [Int: UIImage] = [:]

    /// Creates a page control with a frame.
    ///
    /// - Parameter frame: The frame in the superview's coordinates.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a page control from an archive; the headless runtime keeps no archived state.
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The image of one page's dot.
    ///
    /// - Parameter page: The page.
    /// - Returns: The image set for it, or `nil` for `preferredIndicatorImage`.
    open func indicatorImage(forPage page: Int) -> UIImage? { indicatorImages[page] }

    /// Sets the image of one page's dot.
    ///
    /// - Parameters:
    ///   - image: The image, or `nil` for `preferredIndicatorImage`.
    ///   - page: The page.
    open func setIndicatorImage(_ image: UIImage?, forPage page: Int) { indicatorImages[page] = image }

    /// The image of one page's dot while it is current.
    ///
    /// - Parameter page: The page.
    /// - Returns: The image set for it, or `nil` for `preferredCurrentPageIndicatorImage`.
    open func currentPageIndicatorImage(forPage page: Int) -> UIImage? { currentIndicatorImages[page] }

    /// Sets the image of one page's dot while it is current.
    ///
    /// - Parameters:
    ///   - image: The image, or `nil` for `preferredCurrentPageIndicatorImage`.
    ///   - page: The page.
    open func setCurrentPageIndicatorImage(_ image: UIImage?, forPage page: Int) {
        currentIndicatorImages[page] = image
    }

    /// The size the dots of `pageCount` pages take: 26 points a dot, 26 high (headless
    /// measure; UIKit's depends on the style).
    ///
    /// - Parameter pageCount: The number of pages.
    /// - Returns: The size.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(max(pageCount, 0)) * 26, height: 26)
    }

    /// Shows the current page, for a control that defers its display.
    @available(
        iOS, introduced: 2.0, deprecated: 14.0,
        message: "updateCurrentPageDisplay no longer does anything reasonable with the new interaction mode."
    )
    open func updateCurrentPageDisplay() {}

    /// A user's tap beside the current dot: one page forward or back, then `.valueChanged` if
    /// the page changed (a tap past either end changes nothing and sends nothing).
    ///
    /// - Parameter forward: Whether the tap fell after the current dot.
    func userTaps(forward: Bool) {
        let target = currentPage + (forward ? 1 : -1)
        guard target >= 0, target < numberOfPages else { return }
        interactionState = .discrete
        currentPage = target
        sendActions(for: .valueChanged)
        interactionState = .none
    }

    private static func clamped(_ page: Int, pages: Int) -> Int {
        min(max(page, 0), max(pages - 1, 0))
    }
}
