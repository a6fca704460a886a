// ViewLifecycle · HeadlessUIKit

/// The object told about a collection view's items as they are shown, highlighted and
/// selected. Optional members have UIKit's defaults in the extension
/// (`Docs/HeadlessUIKit.md`, "Optional delegate methods without Objective-C").
@MainActor @preconcurrency
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// Called just before an item's cell is shown.
    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    )

    /// Called just before a supplementary view is shown.
    func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    )

    /// Called once an item's cell has left the screen or the collection view.
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    )

    /// Called once a supplementary view has left.
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    )

    /// Whether a touch highlights the item; `true` unless implemented.
    func collectionView(
        _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
    ) -> Bool

    /// Called when a touch highlights the item.
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)

    /// Called when the item's highlight ends.
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)

    /// Whether a tap selects the item; `true` unless implemented.
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool

    /// Whether a tap on a selected item deselects it (multiple selection); `true` unless implemented.
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool

    /// Called after the user selected the item.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)

    /// Called after the user's action deselected the item.
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)

    /// Where a moved item may go; the proposed place unless implemented.
    func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
    /// The context menu for items, asked when the user long-presses one; `nil` for none.
    @available(iOS 16.0, *)
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
        point: CGPoint
    ) -> UIContextMenuConfiguration?

    /// The context menu for an item, as iOS 13 to 15 asked for it; `nil` for none.
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
        point: CGPoint
    ) -> UIContextMenuConfiguration?

    /// Called just before an item's context menu is shown.
    @available(iOS 13.2, *)
    func collectionView(
        _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)

    /// Called when an item's context menu goes away.
    @available(iOS 13.2, *)
    func collectionView(
        _ collectionView: UICollectionView,
        willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?)
}

extension UICollectionViewDelegate {
    /// UIKit's default; optional in UIKit: called just before an item's cell is shown.
    public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}

    /// UIKit's default; optional in UIKit: called just before a supplementary view is shown.
    public func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}

    /// UIKit's default; optional in UIKit: called once an item's cell has left the screen or the collection view.
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}

    /// UIKit's default; optional in UIKit: called once a supplementary view has left.
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}

    /// UIKit's default; optional in UIKit: whether a touch highlights the item; `true` unless implemented.
    public func collectionView(
        _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
    ) -> Bool { true }

    /// UIKit's default; optional in UIKit: called when a touch highlights the item.
    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}

    /// UIKit's default; optional in UIKit: called when the item's highlight ends.
    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    {}

    /// UIKit's default; optional in UIKit: whether a tap selects the item; `true` unless implemented.
    public func collectionView(
        _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
    ) -> Bool { true }

    /// UIKit's default; optional in UIKit: whether a tap on a selected item deselects it (multiple selection); `true` unless implemented.
    public func collectionView(
        _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
    ) -> Bool { true }

    /// UIKit's default; optional in UIKit: called after the user selected the item.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}

    /// UIKit's default; optional in UIKit: called after the user's action deselected the item.
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}

    /// UIKit's default; optional in UIKit: where a moved item may go; the proposed place unless implemented.
    public func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }

    /// UIKit's default; optional in UIKit: the single-item menu of the delegate's iOS 13 method
    /// for one item, as UIKit falls back to it; no menu for several.
    @available(iOS 16.0, *)
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
        point: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard indexPaths.count == 1 else { return nil }
        return singleItemMenu(collectionView, indexPaths[0], point)
    }

    @available(iOS, deprecated: 16.0)
    private func singleItemMenu(
        _ collectionView: UICollectionView, _ indexPath: IndexPath, _ point: CGPoint
    ) -> UIContextMenuConfiguration? {
        self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPath, point: point)
    }

    /// UIKit's default; optional in UIKit: no context menu.
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
        point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }

    /// UIKit's default; optional in UIKit: called just before an item's context menu is shown.
    @available(iOS 13.2, *)
    public func collectionView(
        _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}

    /// UIKit's default; optional in UIKit: called when an item's context menu goes away.
    @available(iOS 13.2, *)
    public func collectionView(
        _ collectionView: UICollectionView,
        willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}
}
