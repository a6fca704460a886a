// ViewLifecycle · HeadlessUIKit

/// A controller whose view is a table view, which it is the data source and delegate of.
///
/// Every data source, delegate and scroll view delegate method is declared here, so subclasses
/// `override` them as they do against UIKit. With `clearsSelectionOnViewWillAppear`, the
/// selection is cleared in `viewWillAppear(_:)`, as UIKit documents (so on a pop back to it).
@MainActor @preconcurrency
open class UITableViewController: _ScrollViewDelegateViewController, UITableViewDataSource,
    UITableViewDelegate
{
    private let tableStyle: UITableView.Style

    /// Whether `viewWillAppear(_:)` deselects the selected rows.
    open var clearsSelectionOnViewWillAppear = true

    /// Creates a controller with a table of `style`.
    ///
    /// - Parameter style: The table's style.
    public init(style: UITableView.Style) {
        tableStyle = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a plain table.
    ///
    /// - Parameters:
    ///   - nibNameOrNil: Ignored; there are no nibs here.
    ///   - nibBundleOrNil: Ignored.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        tableStyle = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a controller from an archive, with a plain table.
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        tableStyle = .plain
        super.init(coder: coder)
    }

    /// The table view's pull-to-refresh control: UIKit keeps it on the table view.
    open var refreshControl: UIRefreshControl? {
        get { tableView.refreshControl }
        set { tableView.refreshControl = newValue }
    }

    /// The table view, which is the controller's view.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// Makes the table view, with the controller as its data source and delegate.
    open override func loadView() {
        let table = UITableView(frame: HeadlessWorld.screenBounds, style: tableStyle)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    /// Clears the selection when `clearsSelectionOnViewWillAppear` is set.
    ///
    /// - Parameter animated: Whether the appearance is animated.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let table = viewIfLoaded as? UITableView,
            let selected = table.indexPathsForSelectedRows
        else { return }
        for row in selected { table.deselectRow(at: row, animated: animated) }
    }

    /// Enters or leaves editing mode, with the table.
    ///
    /// - Parameters:
    ///   - editing: The new state.
    ///   - animated: Whether to animate.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        (viewIfLoaded as? UITableView)?.setEditing(editing, animated: animated)
    }

    /// The number of rows in a section; override it (UIKit requires it of a data source).
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    /// The cell for a row; override it (UIKit requires it of a data source).
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// The number of sections; 1 unless overridden.
    open func numberOfSections(in tableView: UITableView) -> Int { 1 }

    /// A section's header title, or `nil`.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// A section's footer title, or `nil`.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    // The data source's members follow UITableViewDataSource's order in UIKit's header.

    /// Whether the row is editable.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    /// Whether the row can move.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    /// The section index's titles, or `nil`.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    /// The section an index title goes to.
    open func tableView(
        _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int { index }

    /// Called when the user deletes or inserts a row.
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {}

    /// Called when the user has moved a row.
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}

    /// Called just before a row's cell is shown.
    open func tableView(
        _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}

    /// Called just before a section's header is shown.
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
    {}

    /// Called just before a section's footer is shown.
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
    {}

    /// Called once a row's cell has left the screen or the table.
    open func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}

    /// Called once a section's header has left.
    open func tableView(
        _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
    ) {}

    /// Called once a section's footer has left.
    open func tableView(
        _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
    ) {}

    /// The height of a row; unless implemented, the table's `rowHeight`.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        UITableView.unimplementedHeight
    }

    /// The height of a section's header; unless implemented, the table's `sectionHeaderHeight`.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        UITableView.unimplementedHeight
    }

    /// The height of a section's footer; unless implemented, the table's `sectionFooterHeight`.
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        UITableView.unimplementedHeight
    }

    /// An estimate of a row's height (recorded; heights are exact here).
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        UITableView.unimplementedHeight
    }

    /// A custom view for a section's header, or `nil`.
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }

    /// A custom view for a section's footer, or `nil`.
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }

    /// Called when the row's detail button is tapped.
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}

    /// Whether a touch highlights the row; `true` unless implemented.
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }

    /// Called when a touch highlights the row.
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}

    /// Called when the row's highlight ends.
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}

    /// The row to select instead, or `nil` to select none; the row itself unless implemented.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }

    /// The row to deselect instead, or `nil` to keep it; the row itself unless implemented.
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }

    /// Called after the user selected the row.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    /// Called after the user's action deselected the row.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

    /// The row's editing style; `.delete` unless implemented.
    open func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle { .delete }

    /// The delete button's title, or `nil` for UIKit's "Delete".
    open func tableView(
        _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? { nil }

    /// The actions a swipe from the leading edge shows, or `nil`.
    open func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }

    /// The actions a swipe from the trailing edge shows, or `nil` for the default delete action.
    open func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }

    /// Whether the row indents in editing mode.
    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    { true }

    /// Called when a swipe begins editing the row.
    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}

    /// Called when the swipe's editing of the row ends.
    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}

    /// Where a moved row may go; the proposed place unless implemented.
    open func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }

    /// The row's indentation level.
    open func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }

    /// UIKit's default for `tableView(_:estimatedHeightForHeaderInSection:)`,
    /// which subclasses override.
    @available(iOS 7.0, *)
    open func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        0
    }

    /// UIKit's default for `tableView(_:estimatedHeightForFooterInSection:)`,
    /// which subclasses override.
    @available(iOS 7.0, *)
    open func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        0
    }

    /// UIKit's default for `tableView(_:canPerformPrimaryActionForRowAt:)`,
    /// which subclasses override.
    @available(iOS 16.0, *)
    open func tableView(
        _ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath
    ) -> Bool { false }

    /// UIKit's default for `tableView(_:performPrimaryActionForRowAt:)`,
    /// which subclasses override.
    @available(iOS 16.0, *)
    open func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {}

    /// UIKit's default for `tableView(_:editActionsForRowAt:)`,
    /// which subclasses override.
    @available(iOS, introduced: 8.0, deprecated: 13.0)
    open func tableView(
        _ tableView: UITableView, editActionsForRowAt indexPath: IndexPath
    ) -> [UITableViewRowAction]? { nil }

    /// UIKit's default for `tableView(_:shouldShowMenuForRowAt:)`,
    /// which subclasses override.
    @available(iOS, introduced: 5.0, deprecated: 13.0)
    open func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
        false
    }

    /// UIKit's default for `tableView(_:canFocusRowAt:)`,
    /// which subclasses override.
    @available(iOS 9.0, *)
    open func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool { false }

    /// UIKit's default for `tableView(_:shouldUpdateFocusIn:)`,
    /// which subclasses override.
    @available(iOS 9.0, *)
    open func tableView(
        _ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext
    ) -> Bool { false }

    /// UIKit's default for `tableView(_:didUpdateFocusIn:with:)`,
    /// which subclasses override.
    @available(iOS 9.0, *)
    open func tableView(
        _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) {}

    /// UIKit's default for `indexPathForPreferredFocusedView(in:)`,
    /// which subclasses override.
    @available(iOS 9.0, *)
    open func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? { nil }

    /// UIKit's default for `tableView(_:selectionFollowsFocusForRowAt:)`,
    /// which subclasses override.
    @available(iOS 15.0, *)
    open func tableView(
        _ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath
    ) -> Bool { false }

    /// UIKit's default for `tableView(_:shouldSpringLoadRowAt:with:)`,
    /// which subclasses override.
    @available(iOS 11.0, *)
    open func tableView(
        _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
        with context: any UISpringLoadedInteractionContext
    ) -> Bool { false }

    /// UIKit's default for `tableView(_:shouldBeginMultipleSelectionInteractionAt:)`,
    /// which subclasses override.
    @available(iOS 13.0, *)
    open func tableView(
        _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool { false }

    /// UIKit's default for `tableView(_:didBeginMultipleSelectionInteractionAt:)`,
    /// which subclasses override.
    @available(iOS 13.0, *)
    open func tableView(
        _ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) {}

    /// UIKit's default for `tableViewDidEndMultipleSelectionInteraction(_:)`,
    /// which subclasses override.
    @available(iOS 13.0, *)
    open func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}

    /// UIKit's default for `tableView(_:contextMenuConfigurationForRowAt:point:)`,
    /// which subclasses override.
    @available(iOS 13.0, *)
    open func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }

    /// UIKit's default for `tableView(_:previewForHighlightingContextMenuWithConfiguration:)`,
    /// which subclasses override.
    @available(iOS 13.0, *)
    open func tableView(
        _ tableView: UITableView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }

    /// UIKit's default for `tableView(_:previewForDismissingContextMenuWithConfiguration:)`,
    /// which subclasses override.
    @available(iOS 13.0, *)
    open func tableView(
        _ tableView: UITableView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }

    /// UIKit's default for `tableView(_:willPerformPreviewActionForMenuWith:animator:)`,
    /// which subclasses override.
    @available(iOS 13.0, *)
    open func tableView(
        _ tableView: UITableView,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {}

    /// UIKit's default for `tableView(_:willDisplayContextMenu:animator:)`,
    /// which subclasses override.
    @available(iOS 14.0, *)
    open func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}

    /// UIKit's default for `tableView(_:willEndContextMenuInteraction:animator:)`,
    /// which subclasses override.
    @available(iOS 14.0, *)
    open func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
}
