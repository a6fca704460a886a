// ViewLifecycle · HeadlessUIKit

/// A cell's state that its configurations are updated for: traits, selection, highlight,
/// editing and expansion.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    /// The traits of the cell.
    public var traitCollection: UITraitCollection
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell is highlighted.
    public var isHighlighted = false
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell has focus.
    public var isFocused = false
    /// Whether the cell is pinned (a pinned header).
    public var isPinned = false
    /// Whether the cell is in editing mode.
    public var isEditing = false
    /// Whether the cell's item is expanded (an outline's parent).
    public var isExpanded = false
    /// Whether the cell is swiped to show actions.
    public var isSwiped = false
    /// Whether the cell is being reordered.
    public var isReordering = false
    /// The cell's drag state.
    public var cellDragState: UICellConfigurationState.DragState = .none
    /// The cell's drop state.
    public var cellDropState: UICellConfigurationState.DropState = .none
    /// The custom states, by key.
    private var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// Creates a state with the given traits, nothing else set.
    ///
    /// - Parameter traitCollection: The traits.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// The custom state for `key`, nil when none is set.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}
