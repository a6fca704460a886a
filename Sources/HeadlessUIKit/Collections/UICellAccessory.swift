// ViewLifecycle · HeadlessUIKit

/// A view at a list cell's edge, such as a disclosure indicator or a checkmark (recorded: the
/// headless screen draws none, and none reacts to taps).
public struct UICellAccessory {
    /// Called when the accessory is tapped.
    public typealias ActionHandler = () -> Void
    /// Called when a pop-up menu accessory's selected element changes.
    public typealias MenuSelectedElementDidChangeHandler = (UIMenu) -> Void

    /// Which accessory this is.
    public let accessoryType: UICellAccessory.AccessoryType
    /// When the accessory shows.
    let displayed: UICellAccessory.DisplayedState
    /// What the accessory runs when tapped, if anything.
    let actionHandler: ActionHandler?
    /// A pop-up menu accessory's menu.
    let menu: UIMenu?

    init(
        _ accessoryType: UICellAccessory.AccessoryType, displayed: UICellAccessory.DisplayedState,
        actionHandler: ActionHandler? = nil, menu: UIMenu? = nil
    ) {
        self.accessoryType = accessoryType
        self.displayed = displayed
        self.actionHandler = actionHandler
        self.menu = menu
    }
}
