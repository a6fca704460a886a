// ViewLifecycle · HeadlessTesting

extension Headless {
    /// Swipes the row `row` names to reveal its swipe actions (`swipeActions`), and returns
    /// them: the elements the screen prints under `SwipeActions` after the row.
    ///
    /// - Parameter row: The row's label (of any element in it), role and label, or `.id(_:)`.
    /// - Returns: The actions, in order.
    /// - Throws: `Headless.DriverError` when no row, or more than one, matches with swipe actions.
    public static func swipeActions(onRow row: Locator) throws -> [Element] {
        try RowActionsDriver.actions(.swipeActions, of: row).children.map(Element.init)
    }

    /// Swipes the row `row` names and taps its swipe action `action`, as the user does, and
    /// runs until idle. Every row may have an action labelled "Delete": this taps that row's.
    ///
    /// - Parameters:
    ///   - action: The action's label (a string literal), role and label, or `.id(_:)`.
    ///   - row: The row's label (of any element in it), role and label, or `.id(_:)`.
    /// - Throws: `Headless.DriverError` when no row, or more than one, matches with swipe
    ///   actions, when its actions have no such action (the message lists them), or when it is
    ///   disabled.
    public static func tapSwipeAction(_ action: Locator, onRow row: Locator) throws {
        try RowActionsDriver.tap(action, in: .swipeActions, of: row)
    }

    /// Taps the swipe action labelled `action` of the row labelled `row`, as
    /// `tapSwipeAction(_:onRow:)` does.
    ///
    /// - Parameters:
    ///   - action: The action's label.
    ///   - row: The row's label.
    /// - Throws: `Headless.DriverError`, as `tapSwipeAction(_:onRow:)` does.
    public static func tapSwipeAction(_ action: String, onRow row: String) throws {
        try tapSwipeAction(.label(action), onRow: .label(row))
    }

    /// Presses and holds the view `view` names to open its context menu (`contextMenu`), and
    /// returns its items: the elements the screen prints under `ContextMenu` after the view.
    ///
    /// - Parameter view: The view's label (of any element in it), role and label, or `.id(_:)`.
    /// - Returns: The menu's items, in order.
    /// - Throws: `Headless.DriverError` when no view, or more than one, matches with a context
    ///   menu.
    public static func contextMenu(on view: Locator) throws -> [Element] {
        try RowActionsDriver.actions(.contextMenu, of: view).children.map(Element.init)
    }

    /// Opens the context menu of the view `view` names and taps its item `item`, as the user
    /// does, and runs until idle.
    ///
    /// - Parameters:
    ///   - item: The item's label (a string literal), role and label, or `.id(_:)`.
    ///   - view: The view's label (of any element in it), role and label, or `.id(_:)`.
    /// - Throws: `Headless.DriverError` when no view, or more than one, matches with a context
    ///   menu, when its menu has no such item (the message lists them), or when it is disabled.
    public static func tapContextMenuItem(_ item: Locator, on view: Locator) throws {
        try RowActionsDriver.tap(item, in: .contextMenu, of: view)
    }

    /// Taps the item labelled `item` of the context menu of the view labelled `view`, as
    /// `tapContextMenuItem(_:on:)` does.
    ///
    /// - Parameters:
    ///   - item: The item's label.
    ///   - view: The view's label.
    /// - Throws: `Headless.DriverError`, as `tapContextMenuItem(_:on:)` does.
    public static func tapContextMenuItem(_ item: String, on view: String) throws {
        try tapContextMenuItem(.label(item), on: .label(view))
    }
}
