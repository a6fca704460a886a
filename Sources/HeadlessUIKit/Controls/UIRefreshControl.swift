// ViewLifecycle · HeadlessUIKit

/// The pull-to-refresh control of a scroll view.
///
/// A user's pull (`Headless.pullToRefresh(_:)`) starts refreshing and sends `.valueChanged`;
/// `beginRefreshing()` in code starts it without the event, as on a device, and
/// `endRefreshing()` stops it.
@MainActor @preconcurrency
open class UIRefreshControl: UIControl {
    private var refreshing = false
    /// The title shown under the spinner.
    open var attributedTitle: NSAttributedString?

    /// Creates a refresh control, the designated initializer subclasses override, as in UIKit.
    public init() {
        super.init(frame: .zero)
    }

    /// Creates a refresh control with a frame.
    ///
    /// - Parameter frame: The frame in the superview's coordinates.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a refresh control from an archive; the headless runtime keeps no archived state.
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Whether the control is refreshing.
    open var isRefreshing: Bool { refreshing }

    /// Starts refreshing without sending `.valueChanged`.
    open func beginRefreshing() {
        refreshing = true
    }

    /// Stops refreshing.
    open func endRefreshing() {
        refreshing = false
    }

    /// A user's pull: refreshing starts and `.valueChanged` is sent, unless already refreshing.
    func userPulls() {
        guard !refreshing else { return }
        refreshing = true
        sendActions(for: .valueChanged)
    }
}
