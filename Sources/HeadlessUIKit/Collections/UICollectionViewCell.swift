// ViewLifecycle · HeadlessUIKit

/// An item's view in a collection view: a content view, selection and highlight states, and
/// content and background configurations updated for its state.
@MainActor @preconcurrency
open class UICollectionViewCell: UICollectionReusableView {
    /// Called to update the cell's configurations for a new state.
    public typealias ConfigurationUpdateHandler = (
        _ cell: UICollectionViewCell, _ state: UICellConfigurationState
    ) ->
        Void

    /// The view that holds the cell's content; add custom subviews here.
    open private(set) var contentView = UIView(frame: .zero)

    /// Whether the cell is selected; the collection view sets it as items are selected.
    open var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// Whether the cell is highlighted, as while a finger is on it.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// A view behind the content (recorded).
    open var backgroundView: UIView?
    /// A view behind the content while selected (recorded).
    open var selectedBackgroundView: UIView?

    /// The content configuration, shown in the content view.
    public var contentConfiguration: (any UIContentConfiguration)? {
        didSet { contentView.showContentConfiguration(contentConfiguration, in: &configuredContentView) }
    }

    /// Whether the content configuration is updated for each new state.
    open var automaticallyUpdatesContentConfiguration = true

    /// The background configuration (recorded).
    open var backgroundConfiguration: UIBackgroundConfiguration?

    /// Whether the background configuration is updated for each new state.
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// Called with the cell's new state before it is shown and when its state changes.
    public var configurationUpdateHandler: UICollectionViewCell.ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The view made from `contentConfiguration`, if any.
    var configuredContentView: (any UIView & UIContentView)?

    /// Whether the configurations wait for an update.
    var needsConfigurationUpdate = true

    /// Whether the cell is in editing mode (a list's editing).
    var isEditingCell = false

    /// The cell's frame; the content view follows its size.
    open override var frame: CGRect {
        didSet { contentView.frame = CGRect(origin: .zero, size: frame.size) }
    }

    /// Creates a cell.
    ///
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = CGRect(origin: .zero, size: frame.size)
        addSubview(contentView)
    }

    /// Creates a cell from an archive; no archived state is kept.
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// The cell's current state.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditingCell
        return state
    }

    /// Asks for the configurations to be updated before the cell is next shown, or at once
    /// when it is on display.
    open func setNeedsUpdateConfiguration() {
        requestConfigurationUpdate()
    }

    /// Updates the configurations for `state`: the content and background configurations
    /// when they update automatically, then `configurationUpdateHandler`.
    ///
    /// - Parameter state: The state.
    open func updateConfiguration(using state: UICellConfigurationState) {
        updateAutomaticConfigurations(for: state)
        configurationUpdateHandler?(self, state)
    }

    override var shownContentConfiguration: (any UIContentConfiguration)? { contentConfiguration }
}
