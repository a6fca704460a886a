// ViewLifecycle · HeadlessUIKit

/// The presentation of a controller whose style is `.popover`: where it points from, and how it
/// adapts in compact width.
///
/// In compact width (every headless screen today) a popover adapts: its delegate's
/// `adaptivePresentationStyle(for:traitCollection:)` decides, and without a delegate it
/// becomes a sheet (`.formSheet`, shown as a sheet on an iPhone since iOS 13), so the presenter
/// gets no appearance callbacks; a delegate answering `.none` keeps a real popover (no callbacks
/// either), and one answering `.fullScreen` takes the presenter off screen.
@MainActor @preconcurrency
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle in `sourceView` the popover points at.
    open var sourceRect: CGRect = .zero
    /// The bar button item the popover points at.
    open var barButtonItem: UIBarButtonItem?
    /// The directions the arrow may point.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The views the user can touch while the popover shows.
    open var passthroughViews: [UIView]?
    /// Whether the popover may overlap the source view to fit.
    open var canOverlapSourceViewRect = false
    /// The popover's background colour.
    open var backgroundColor: UIColor?

    /// The direction the arrow points: unknown until presented, and none once adapted.
    open var arrowDirection: UIPopoverArrowDirection { .unknown }

    /// A popover adapts to a sheet in compact width.
    open override var adaptivePresentationStyle: UIModalPresentationStyle { .formSheet }
}
