// ViewLifecycle · HeadlessUIKit

/// A container of two or three columns side by side that collapses into one navigation stack
/// when the window is compact in width, as on an iPhone.
///
/// Each column other than `.compact` is wrapped in a `UINavigationController`, as UIKit does for
/// column-style split views. Expanded, the columns the display mode shows are on screen and each
/// gets its appearance callbacks with the split view; collapsed, the primary column's navigation
/// controller shows the columns stacked up to the top column (the delegate's choice, `.secondary`
/// proposed), or the `.compact` column's controller if one is set. The split view collapses or
/// expands when a resize flips the horizontal size class (`Headless.setScreenSize(_:)`).
@MainActor @preconcurrency
open class UISplitViewController: UIViewController {
    /// The controllers as set for each column, unwrapped.
    var columnControllers: [Column: UIViewController] = [:]
    /// The navigation controller of each column other than `.compact`.
    var columnNavigations: [Column: UINavigationController] = [:]
    /// Whether the columns are collapsed into one stack, and how to separate them again.
    var collapse: Collapse?
    /// The display mode while expanded, as last resolved.
    var resolvedDisplayMode: DisplayMode = .automatic
    /// Whether the split view has looked at its window's width yet (on its first appearance).
    var hasAdapted = false
    private let storedStyle: Style
    private lazy var storedDisplayModeButtonItem = UIBarButtonItem(
        primaryAction: UIAction { [weak self] _ in self?.toggleLeadingColumns() })

    /// Creates a column-style split view controller.
    ///
    /// - Parameter style: Two or three columns.
    public init(style: Style) {
        storedStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a classic split view controller.
    ///
    /// - Parameters:
    ///   - nibNameOrNil: The nib's name (unused).
    ///   - nibBundleOrNil: The nib's bundle (unused).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        storedStyle = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a split view controller from an archive; no archived state is kept.
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        storedStyle = .unspecified
        super.init(coder: coder)
    }

    /// The split view's number of columns, as created.
    open var style: Style { storedStyle }

    /// The object told about columns, collapsing and expanding; held weakly, as in UIKit.
    open weak var delegate: (any UISplitViewControllerDelegate)?

    /// Whether a swipe shows the leading columns (kept; the runtime has no gestures for it).
    open var presentsWithGesture = true

    /// Whether the button that shows only the secondary column is shown (kept, never drawn).
    open var showsSecondaryOnlyButton = false

    /// The split behavior asked for; `.automatic` lets the width decide.
    open var preferredSplitBehavior: SplitBehavior = .automatic

    /// The split behavior in effect: tile unless another was asked for.
    open var splitBehavior: SplitBehavior {
        preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior
    }

    /// The display mode asked for; `.automatic` lets the width decide.
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet { preferredDisplayModeChanged() }
    }

    /// The display mode in effect; `.secondaryOnly` while collapsed.
    open var displayMode: DisplayMode {
        collapse == nil ? resolvedDisplayMode(for: HeadlessWorld.shared.screen.size) : .secondaryOnly
    }

    /// Whether the columns are collapsed into one stack (compact width).
    open var isCollapsed: Bool { collapse != nil }

    /// A button that shows or hides the leading columns.
    open var displayModeButtonItem: UIBarButtonItem { storedDisplayModeButtonItem }

    /// The width of the primary column asked for as a fraction of the whole (kept).
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension
    /// The width of the primary column asked for in points (kept).
    open var preferredPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    /// The narrowest the primary column may be (kept).
    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    /// The widest the primary column may be (kept).
    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    /// The width of the supplementary column asked for as a fraction of the whole (kept).
    open var preferredSupplementaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension
    /// The width of the supplementary column asked for in points (kept).
    open var preferredSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    /// The narrowest the supplementary column may be (kept).
    open var minimumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension
    /// The widest the supplementary column may be (kept).
    open var maximumSupplementaryColumnWidth: CGFloat = UISplitViewController.automaticDimension

    /// The primary column's width: the preferred width, else 320 points (a sidebar's usual width).
    open var primaryColumnWidth: CGFloat {
        preferredPrimaryColumnWidth > 0 ? preferredPrimaryColumnWidth : 320
    }

    /// The supplementary column's width: the preferred width, else 320 points.
    open var supplementaryColumnWidth: CGFloat {
        preferredSupplementaryColumnWidth > 0 ? preferredSupplementaryColumnWidth : 320
    }

    /// The value that lets the split view choose a width.
    public static let automaticDimension: CGFloat = -1

    /// The column controllers: expanded, each column's navigation controller; collapsed, the one
    /// controller on screen. Setting it sets the primary and secondary (and supplementary) columns.
    open var viewControllers: [UIViewController] {
        get { shownContainers }
        set { assignViewControllers(newValue) }
    }

    /// Sets the controller of a column; any but `.compact` is wrapped in a navigation controller
    /// unless it is one.
    ///
    /// - Parameters:
    ///   - vc: The controller, or `nil` to empty the column.
    ///   - column: The column.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        assign(vc, to: column)
    }

    /// The controller set for a column, as it was set.
    ///
    /// - Parameter column: The column.
    /// - Returns: The column's controller, or `nil`.
    open func viewController(for column: Column) -> UIViewController? {
        columnControllers[column]
    }

    /// Shows a column: expanded, by changing the display mode; collapsed, by pushing the column
    /// (and any between) or popping what covers it.
    ///
    /// - Parameter column: The column to show; `.compact` is not accepted.
    open func show(_ column: Column) {
        showColumn(column)
    }

    /// Hides a column: expanded, by changing the display mode; collapsed, by popping it when it
    /// is on top.
    ///
    /// - Parameter column: The column to hide; `.compact` is not accepted.
    open func hide(_ column: Column) {
        hideColumn(column)
    }

    /// Shows `vc` in the primary context: pushed on the primary column's stack.
    ///
    /// - Parameters:
    ///   - vc: The controller to show.
    ///   - sender: The object that asked (unused).
    open override func show(_ vc: UIViewController, sender: Any?) {
        (collapsedNavigation ?? columnNavigations[.primary])?.pushViewController(vc, animated: true)
    }

    /// Shows `vc` as the secondary column's content; collapsed, it is pushed on the stack.
    ///
    /// - Parameters:
    ///   - vc: The controller to show.
    ///   - sender: The object that asked (unused).
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        showDetail(vc)
    }

    /// Puts the visible columns' views in place before the appearance reaches them; on the first
    /// appearance, the split view collapses if its window is compact in width.
    override func prepareForAppearance() {
        adaptOnFirstAppearance()
    }

    override func traitsDidChange() {
        adaptToWidth()
    }

    /// Called before the view's size changes; an expanded split view also picks the display mode
    /// for the new size.
    ///
    /// - Parameters:
    ///   - size: The new size.
    ///   - coordinator: The coordinator of the size change.
    open override func viewWillTransition(
        to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { [weak self] _ in self?.displayModeMayHaveChanged() })
    }
}
