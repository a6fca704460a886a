// ViewLifecycle · HeadlessUIKit

/// The view that shows a `UIListContentConfiguration`.
@MainActor @preconcurrency
open class UIListContentView: UIView, UIContentView {
    private var listConfiguration: UIListContentConfiguration

    /// Creates the view for `configuration`.
    ///
    /// - Parameter configuration: What to show.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
    }

    /// Creates the view from an archive, showing an empty cell configuration.
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
    }

    /// The configuration on display; setting a non-list configuration is ignored.
    public var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set { if let list = newValue as? UIListContentConfiguration { listConfiguration = list } }
    }
}
