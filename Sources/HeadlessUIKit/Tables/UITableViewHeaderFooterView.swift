// ViewLifecycle · HeadlessUIKit

/// A reusable view for a table section's header or footer.
@MainActor @preconcurrency
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the table reuses the view under, or `nil`.
    open internal(set) var reuseIdentifier: String?
    /// The view that holds the content.
    open private(set) var contentView: UIView
    private var storedTextLabel: UILabel?

    /// The content configuration, shown in place of the label.
    public var contentConfiguration: (any UIContentConfiguration)?

    /// Whether the content configuration is updated for each new state.
    open var automaticallyUpdatesContentConfiguration = true

    /// Creates a header or footer view.
    ///
    /// - Parameter reuseIdentifier: The identifier to reuse it under, or `nil`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        self.contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// Creates the view from an archive; no archived state is kept.
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        self.contentView = UIView(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// Creates a view with no reuse identifier.
    ///
    /// - Parameter frame: The frame.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates the view a table makes for a registered class through `init(reuseIdentifier:)`,
    /// which pure Swift can reach on a subclass only through a required initializer. Not UIKit
    /// API; do not call it.
    ///
    /// - Parameter reuseIdentifier: The registered identifier.
    public required convenience init(_headlessRegisteredReuseIdentifier reuseIdentifier: String) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// The label, made on first use.
    @available(
        iOS, introduced: 6.0, deprecated: 100000,
        message:
            "Use UIListContentConfiguration instead, this property will be deprecated in a future release."
    )
    open var textLabel: UILabel? {
        contentView.lazySubview(&storedTextLabel) { UILabel(frame: .zero) }
    }

    /// The text shown, for the driver and tests.
    var shownText: String? {
        (contentConfiguration as? UIListContentConfiguration)?.shownText ?? storedTextLabel?.text
    }

    /// Resets state before the table hands the view out again; overrides must call `super`.
    open func prepareForReuse() {}

    /// A header configuration with no content.
    ///
    /// - Returns: `.groupedHeader()`.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        .groupedHeader()
    }
}
