// ViewLifecycle · HeadlessUIKit

/// The object told about a table view's rows as they are shown, selected, edited and swiped, and
/// asked for heights and header and footer views. Optional members have UIKit's defaults in the
/// extension (`Docs/HeadlessUIKit.md`, "Optional delegate methods without Objective-C").
@MainActor @preconcurrency
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// Called just before a row's cell is shown.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)

    /// Called just before a section's header is shown.
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)

    /// Called just before a section's footer is shown.
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)

    /// Called once a row's cell has left the screen or the table.
    func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)

    /// Called once a section's header has left.
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)

    /// Called once a section's footer has left.
    func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)

    /// The height of a row; unless implemented, the table's `rowHeight`.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat

    /// The height of a section's header; unless implemented, the table's `sectionHeaderHeight`.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat

    /// The height of a section's footer; unless implemented, the table's `sectionFooterHeight`.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat

    /// An estimate of a row's height (recorded; heights are exact here).
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat

    /// A custom view for a section's header, or `nil`.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?

    /// A custom view for a section's footer, or `nil`.
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?

    /// Called when the row's detail button is tapped.
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)

    /// Whether a touch highlights the row; `true` unless implemented.
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool

    /// Called when a touch highlights the row.
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)

    /// Called when the row's highlight ends.
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)

    /// The row to select instead, or `nil` to select none; the row itself unless implemented.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?

    /// The row to deselect instead, or `nil` to keep it; the row itself unless implemented.
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?

    /// Called after the user selected the row.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)

    /// Called after the user's action deselected the row.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)

    /// The row's editing style; `.delete` unless implemented.
    func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle

    /// The delete button's title, or `nil` for UIKit's "Delete".
    func tableView(
        _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String?

    /// The actions a swipe from the leading edge shows, or `nil`.
    func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?

    /// The actions a swipe from the trailing edge shows, or `nil` for the default delete action.
    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?

    /// Whether the row indents in editing mode.
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool

    /// Called when a swipe begins editing the row.
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)

    /// Called when the swipe's editing of the row ends.
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)

    /// Where a moved row may go; the proposed place unless implemented.
    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath

    /// The row's indentation level.
    func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int

    /// The context menu for a row, asked when the user long-presses it; `nil` for none.
    @available(iOS 13.0, *)
    func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration?

    /// Called just before a row's context menu is shown.
    @available(iOS 14.0, *)
    func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)

    /// Called when a row's context menu goes away.
    @available(iOS 14.0, *)
    func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
}

extension UITableViewDelegate {
    /// UIKit's default; optional in UIKit: called just before a row's cell is shown.
    public func tableView(
        _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}

    /// UIKit's default; optional in UIKit: called just before a section's header is shown.
    public func tableView(
        _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
    ) {}

    /// UIKit's default; optional in UIKit: called just before a section's footer is shown.
    public func tableView(
        _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
    ) {}

    /// UIKit's default; optional in UIKit: called once a row's cell has left the screen or the table.
    public func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}

    /// UIKit's default; optional in UIKit: called once a section's header has left.
    public func tableView(
        _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
    ) {}

    /// UIKit's default; optional in UIKit: called once a section's footer has left.
    public func tableView(
        _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
    ) {}

    /// UIKit's default; optional in UIKit: the height of a row; unless implemented, the table's `rowHeight`.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        UITableView.unimplementedHeight
    }

    /// UIKit's default; optional in UIKit: the height of a section's header; unless implemented, the table's `sectionHeaderHeight`.
    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        UITableView.unimplementedHeight
    }

    /// UIKit's default; optional in UIKit: the height of a section's footer; unless implemented, the table's `sectionFooterHeight`.
    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        UITableView.unimplementedHeight
    }

    /// UIKit's default; optional in UIKit: an estimate of a row's height (recorded; heights are exact here).
    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        UITableView.unimplementedHeight
    }

    /// UIKit's default; optional in UIKit: a custom view for a section's header, or `nil`.
    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }

    /// UIKit's default; optional in UIKit: a custom view for a section's footer, or `nil`.
    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }

    /// UIKit's default; optional in UIKit: called when the row's detail button is tapped.
    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}

    /// UIKit's default; optional in UIKit: whether a touch highlights the row; `true` unless implemented.
    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        true
    }

    /// UIKit's default; optional in UIKit: called when a touch highlights the row.
    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}

    /// UIKit's default; optional in UIKit: called when the row's highlight ends.
    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}

    /// UIKit's default; optional in UIKit: the row to select instead, or `nil` to select none; the row itself unless implemented.
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }

    /// UIKit's default; optional in UIKit: the row to deselect instead, or `nil` to keep it; the row itself unless implemented.
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }

    /// UIKit's default; optional in UIKit: called after the user selected the row.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    /// UIKit's default; optional in UIKit: called after the user's action deselected the row.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

    /// UIKit's default; optional in UIKit: the row's editing style; `.delete` unless implemented.
    public func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle { .delete }

    /// UIKit's default; optional in UIKit: the delete button's title, or `nil` for UIKit's "Delete".
    public func tableView(
        _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? { nil }

    /// UIKit's default; optional in UIKit: the actions a swipe from the leading edge shows, or `nil`.
    public func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }

    /// UIKit's default; optional in UIKit: the actions a swipe from the trailing edge shows, or `nil` for the default delete action.
    public func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }

    /// UIKit's default; optional in UIKit: whether the row indents in editing mode.
    public func tableView(
        _ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath
    ) -> Bool { true }

    /// UIKit's default; optional in UIKit: called when a swipe begins editing the row.
    public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}

    /// UIKit's default; optional in UIKit: called when the swipe's editing of the row ends.
    public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}

    /// UIKit's default; optional in UIKit: where a moved row may go; the proposed place unless implemented.
    public func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }

    /// UIKit's default; optional in UIKit: the row's indentation level.
    public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        0
    }

    /// UIKit's default; optional in UIKit: no context menu.
    @available(iOS 13.0, *)
    public func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }

    /// UIKit's default; optional in UIKit: called just before a row's context menu is shown.
    @available(iOS 14.0, *)
    public func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}

    /// UIKit's default; optional in UIKit: called when a row's context menu goes away.
    @available(iOS 14.0, *)
    public func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
}
