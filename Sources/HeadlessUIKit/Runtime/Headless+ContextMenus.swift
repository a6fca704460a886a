// ViewLifecycle · HeadlessUIKit

extension Headless {
    /// Chooses an item of a view's context menu, as the user does after a long press: the view's
    /// `UIContextMenuInteraction` asks its delegate for a configuration at `point` (the view's
    /// centre unless given), the delegate hears `willDisplayMenuFor`, then `willEndFor` as the
    /// menu goes, and the chosen action runs; then the run loop runs until idle.
    ///
    /// - Parameters:
    ///   - title: The menu item's title (items of submenus included).
    ///   - view: The view with the interaction.
    ///   - point: Where the long press lands, in the view's coordinates.
    /// - Throws: `Headless.ControlError` when the view has no context menu interaction, its
    ///   delegate gives no menu, or the menu has no such enabled item.
    public static func chooseContextMenuItem(
        _ title: String, on view: UIView, at point: CGPoint? = nil
    ) throws {
        let described = ControlFinder.describe(view)
        guard let interaction = view.interactions.lazy.compactMap({ $0 as? UIContextMenuInteraction }).first
        else {
            throw ControlError(
                "\(described) has no UIContextMenuInteraction: add one with addInteraction(_:).")
        }
        guard let delegate = interaction.delegate else {
            throw ControlError(
                "The context menu interaction of \(described) has no delegate (it is weak: keep one).")
        }
        let location = point ?? CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        guard
            let configuration = delegate.contextMenuInteraction(
                interaction, configurationForMenuAtLocation: location)
        else {
            throw ControlError(
                "The delegate of \(described)'s context menu interaction gave no menu at \(location).")
        }
        try choose(
            title, in: configuration, of: described,
            display: {
                delegate.contextMenuInteraction(interaction, willDisplayMenuFor: configuration, animator: nil)
            },
            end: { delegate.contextMenuInteraction(interaction, willEndFor: configuration, animator: nil) })
    }

    /// Chooses an item of a table row's context menu, as the user does after a long press on the
    /// row: the delegate's `tableView(_:contextMenuConfigurationForRowAt:point:)` gives the menu
    /// (at the row's centre), `willDisplayContextMenu` and `willEndContextMenuInteraction`
    /// bracket it, and the chosen action runs.
    ///
    /// - Parameters:
    ///   - title: The menu item's title (items of submenus included).
    ///   - indexPath: The row.
    ///   - tableView: The table view.
    /// - Throws: `Headless.ControlError` when the table has no delegate, it gives no menu for
    ///   the row, or the menu has no such enabled item.
    public static func chooseContextMenuItem(
        _ title: String, forRowAt indexPath: IndexPath, in tableView: UITableView
    ) throws {
        let described = "the row at \(indexPath) of \(ControlFinder.describe(tableView))"
        guard let delegate = tableView.delegate as? any UITableViewDelegate else {
            throw ControlError("\(described) has no UITableViewDelegate to ask for a context menu.")
        }
        let row = tableView.rectForRow(at: indexPath)
        let point = CGPoint(x: row.midX, y: row.midY)
        guard
            let configuration = delegate.tableView(
                tableView, contextMenuConfigurationForRowAt: indexPath, point: point)
        else {
            throw ControlError("The delegate gave no context menu for \(described).")
        }
        try choose(
            title, in: configuration, of: described,
            display: { delegate.tableView(tableView, willDisplayContextMenu: configuration, animator: nil) },
            end: {
                delegate.tableView(tableView, willEndContextMenuInteraction: configuration, animator: nil)
            })
    }

    /// Chooses an item of a collection view item's context menu, as the user does after a long
    /// press on it: the delegate's `collectionView(_:contextMenuConfigurationForItemsAt:point:)`
    /// gives the menu (whose default asks iOS 13's single-item method), `willDisplayContextMenu`
    /// and `willEndContextMenuInteraction` bracket it, and the chosen action runs.
    ///
    /// - Parameters:
    ///   - title: The menu item's title (items of submenus included).
    ///   - indexPath: The item.
    ///   - collectionView: The collection view.
    /// - Throws: `Headless.ControlError` when the collection view has no delegate, it gives no
    ///   menu for the item, or the menu has no such enabled item.
    public static func chooseContextMenuItem(
        _ title: String, forItemAt indexPath: IndexPath, in collectionView: UICollectionView
    ) throws {
        let described = "the item at \(indexPath) of \(ControlFinder.describe(collectionView))"
        guard let delegate = collectionView.delegate as? any UICollectionViewDelegate else {
            throw ControlError("\(described) has no UICollectionViewDelegate to ask for a context menu.")
        }
        let frame = collectionView.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
        let point = CGPoint(x: frame.midX, y: frame.midY)
        guard
            let configuration = delegate.collectionView(
                collectionView, contextMenuConfigurationForItemsAt: [indexPath], point: point)
        else {
            throw ControlError("The delegate gave no context menu for \(described).")
        }
        try choose(
            title, in: configuration, of: described,
            display: {
                delegate.collectionView(collectionView, willDisplayContextMenu: configuration, animator: nil)
            },
            end: {
                delegate.collectionView(
                    collectionView, willEndContextMenuInteraction: configuration, animator: nil)
            }
        )
    }

    /// Shows a configuration's menu, finds the item, ends the menu and runs the item's action.
    private static func choose(
        _ title: String, in configuration: UIContextMenuConfiguration, of described: String,
        display: () -> Void, end: () -> Void
    ) throws {
        guard let menu = configuration.makeMenu() else {
            throw ControlError("The context menu of \(described) has no action provider, so no items.")
        }
        display()
        let action: UIAction
        do {
            action = try enabledMenuAction(title, in: menu, named: "context menu", of: described)
        } catch {
            end()
            throw error
        }
        ControlFinder.play {
            end()
            action.handler(action)
        }
    }
}
