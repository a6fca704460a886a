// ViewLifecycle · HeadlessUIKit

/// A row of a table view: a content view, labels for the built-in styles, an accessory, and
/// selection and editing states. Table views reuse cells through their reuse identifier.
@MainActor @preconcurrency
open class UITableViewCell: UIView, UIGestureRecognizerDelegate {
    /// Called to update the cell's configurations for a new state.
    @available(iOS 15.0, *)
    public typealias ConfigurationUpdateHandler = (_ cell: UITableViewCell, _ state: UICellConfigurationState)
        -> Void

    /// The identifier the table view reuses the cell under, or `nil` for a cell never reused.
    open internal(set) var reuseIdentifier: String?

    /// The style the cell was made with.
    let style: UITableViewCell.CellStyle

    /// The view that holds the cell's content; add custom subviews here.
    open private(set) var contentView: UIView

    private var storedTextLabel: UILabel?
    private var storedDetailTextLabel: UILabel?
    private var storedImageView: UIImageView?

    /// The standard accessory at the trailing edge.
    open var accessoryType: UITableViewCell.AccessoryType = .none
    /// A custom accessory view; when set it replaces `accessoryType`.
    open var accessoryView: UIView?
    /// The accessory in editing mode.
    open var editingAccessoryType: UITableViewCell.AccessoryType = .none
    /// A custom accessory view for editing mode.
    open var editingAccessoryView: UIView?
    /// How the cell looks when selected (recorded).
    open var selectionStyle: UITableViewCell.SelectionStyle = .default
    /// Whether the cell is selected; the table view sets it as rows are selected.
    open var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } }
    }
    /// Whether the cell is highlighted, as while a finger is on it.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
    }
    /// Whether the cell is in editing mode.
    open var isEditing = false {
        didSet { if isEditing != oldValue { setNeedsUpdateConfiguration() } }
    }
    /// Whether the reorder control shows in editing mode.
    open var showsReorderControl = false
    /// Whether the content indents in editing mode.
    open var shouldIndentWhileEditing = true
    /// The indentation level of the content.
    open var indentationLevel = 0
    /// The inset of the separator below the cell.
    open var separatorInset: UIEdgeInsets = .zero
    /// Whether the content configuration is updated for each new state.
    open var automaticallyUpdatesContentConfiguration = true
    /// A view behind the content (recorded).
    open var backgroundView: UIView?
    /// A view behind the content while selected (recorded).
    open var selectedBackgroundView: UIView?
    /// A view behind the content while selected among several (recorded).
    @available(iOS 5.0, *)
    open var multipleSelectionBackgroundView: UIView?
    /// The background configuration (recorded), updated for each new state.
    @available(iOS 14.0, *)
    public var backgroundConfiguration: UIBackgroundConfiguration?
    /// Whether the background configuration is updated for each new state.
    @available(iOS 14.0, *)
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// Called with the cell's new state before it is shown and when its state changes.
    @available(iOS 15.0, *)
    public var configurationUpdateHandler: UITableViewCell.ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// Whether the configurations wait for an update.
    var needsConfigurationUpdate = true

    /// The content configuration, shown in place of the built-in labels.
    public var contentConfiguration: (any UIContentConfiguration)? {
        didSet { contentConfigurationDidChange() }
    }

    /// The view made from `contentConfiguration`, if any.
    var configuredContentView: (any UIView & UIContentView)?

    /// The cell's frame; the content view follows its size, as UIKit lays it out.
    open override var frame: CGRect {
        didSet { contentView.frame = CGRect(origin: .zero, size: frame.size) }
    }

    /// The editing style the table view gave the cell's row.
    open internal(set) var editingStyle: UITableViewCell.EditingStyle = .none

    /// Creates a cell of a built-in style.
    ///
    /// - Parameters:
    ///   - style: The layout of the built-in labels.
    ///   - reuseIdentifier: The identifier to reuse the cell under, or `nil`.
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        self.contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        addSubview(contentView)
    }

    /// Creates a cell from an archive; the headless runtime keeps no archived state.
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        self.style = .default
        self.contentView = UIView(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// Creates a default-style cell with no reuse identifier and the given frame.
    ///
    /// - Parameter frame: The frame.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates the cell a table view makes for a registered class: UIKit calls
    /// `init(style: .default, reuseIdentifier:)` on the registered subclass, which pure Swift can
    /// do only through a required initializer; this one delegates to that initializer, so a
    /// subclass's override of it runs. Not UIKit API; do not call it.
    ///
    /// - Parameter reuseIdentifier: The registered identifier.
    public required convenience init(_headlessRegisteredReuseIdentifier reuseIdentifier: String) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    /// The primary label, made on first use (`nil` never, for the built-in styles).
    @available(
        iOS, introduced: 3.0, deprecated: 100000,
        message:
            "Use UIListContentConfiguration instead, this property will be deprecated in a future release."
    )
    open var textLabel: UILabel? {
        contentView.lazySubview(&storedTextLabel) { UILabel(frame: .zero) }
    }

    /// The secondary label, made on first use; `nil` for the `.default` style, which has none.
    @available(
        iOS, introduced: 3.0, deprecated: 100000,
        message:
            "Use UIListContentConfiguration instead, this property will be deprecated in a future release."
    )
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        return contentView.lazySubview(&storedDetailTextLabel) { UILabel(frame: .zero) }
    }

    /// The image view of the built-in styles, made on first use (empty until given an image).
    @available(
        iOS, introduced: 3.0, deprecated: 100000,
        message:
            "Use UIListContentConfiguration instead, this property will be deprecated in a future release."
    )
    open var imageView: UIImageView? {
        contentView.lazySubview(&storedImageView) { UIImageView(frame: .zero) }
    }

    /// The text the built-in labels show, for the driver and tests.
    var shownText: String? {
        if let list = contentConfiguration as? UIListContentConfiguration { return list.shownText }
        return storedTextLabel?.text
    }

    /// Resets state before the table view hands the cell out again; overrides must call `super`.
    open func prepareForReuse() {}

    /// Selects or deselects the cell.
    ///
    /// - Parameters:
    ///   - selected: The new state.
    ///   - animated: Whether to animate (ignored).
    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
    }

    /// Highlights or unhighlights the cell.
    ///
    /// - Parameters:
    ///   - highlighted: The new state.
    ///   - animated: Whether to animate (ignored).
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        isHighlighted = highlighted
    }

    /// Enters or leaves editing mode.
    ///
    /// - Parameters:
    ///   - editing: The new state.
    ///   - animated: Whether to animate (ignored).
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    /// The cell's current state: its traits, selection, highlight and editing.
    @available(iOS 14.0, *)
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        return state
    }

    /// Asks for the configurations to be updated before the cell is next shown, or at once
    /// when it is on display.
    @available(iOS 14.0, *)
    open func setNeedsUpdateConfiguration() {
        requestConfigurationUpdate()
    }

    /// Updates the configurations for `state`: the content and background configurations when
    /// they update automatically, then `configurationUpdateHandler`. Subclasses override it to
    /// restyle the cell for its state.
    ///
    /// - Parameter state: The state.
    @available(iOS 14.0, *)
    open func updateConfiguration(using state: UICellConfigurationState) {
        updateAutomaticConfigurations(for: state)
        configurationUpdateHandler?(self, state)
    }

    /// A background configuration for the table's style: a grouped list's for grouped and
    /// inset-grouped tables, else a plain list's.
    ///
    /// - Returns: The configuration.
    @available(iOS 16.0, *)
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        switch (superview as? UITableView)?.style {
        case .grouped?, .insetGrouped?: .listGroupedCell()
        default: .listPlainCell()
        }
    }

    /// A list configuration for the cell's style, with no content, as UIKit gives it.
    ///
    /// - Returns: `.cell()`, `.subtitleCell()` or `.valueCell()` by the cell's style.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        case .default: return .cell()
        }
    }

    private func contentConfigurationDidChange() {
        contentView.showContentConfiguration(contentConfiguration, in: &configuredContentView)
    }

    /// Apple's `willTransition`: does nothing headlessly (listed in `Headless.inertCalls`).
    @available(iOS 3.0, *)
    open func willTransition(to state: UITableViewCell.StateMask) {
        InertCalls.recordIfOnMainActor("UITableViewCell.willTransition(to:)")
    }

    /// Apple's `didTransition`: does nothing headlessly (listed in `Headless.inertCalls`).
    @available(iOS 3.0, *)
    open func didTransition(to state: UITableViewCell.StateMask) {
        InertCalls.recordIfOnMainActor("UITableViewCell.didTransition(to:)")
    }
}
