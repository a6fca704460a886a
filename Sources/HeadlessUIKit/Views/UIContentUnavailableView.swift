// ViewLifecycle · HeadlessUIKit

/// A view that shows a `UIContentUnavailableConfiguration`; it keeps the configuration, drawing nothing.
@available(iOS 17.0, tvOS 17.0, *)
@MainActor @preconcurrency
open class UIContentUnavailableView: UIView, UIContentView {
    /// The configuration shown.
    public var configuration: any UIContentConfiguration = UIContentUnavailableConfiguration.empty()

    /// Whether the content scrolls when it does not fit (kept as set).
    open var isScrollEnabled = true

    /// Creates a view showing `configuration`.
    public convenience init(configuration: UIContentUnavailableConfiguration) {
        self.init(frame: .zero)
        self.configuration = configuration
    }

    /// Whether the view shows `configuration` in place: any content-unavailable configuration.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIContentUnavailableConfiguration
    }
}
