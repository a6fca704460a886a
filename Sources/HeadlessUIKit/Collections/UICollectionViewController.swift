// ViewLifecycle · HeadlessUIKit

/// A controller whose view is a collection view, which it is the data source and delegate of.
///
/// Every data source, delegate and scroll view delegate method is declared here, so subclasses
/// `override` them as they do against UIKit. With `clearsSelectionOnViewWillAppear`, the
/// selection is cleared in `viewWillAppear(_:)`, as UIKit documents for the table's controller.
@MainActor @preconcurrency
open class UICollectionViewController: _ScrollViewDelegateViewController, UICollectionViewDataSource,
    UICollectionViewDelegate
{
    private var initialLayout: UICollectionViewLayout

    /// Whether `viewWillAppear(_:)` deselects the selected items.
    open var clearsSelectionOnViewWillAppear = true
    /// Whether the standard gesture reorders items (recorded).
    open var installsStandardGestureForInteractiveMovement = true
    /// Whether pushing another collection view controller animates between layouts (recorded).
    open var useLayoutToLayoutNavigationTransitions = false

    /// Creates a controller whose collection view uses `layout`.
    ///
    /// - Parameter layout: The layout.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a flow layout.
    ///
    /// - Parameters:
    ///   - nibNameOrNil: Ignored; there are no nibs here.
    ///   - nibBundleOrNil: Ignored.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a controller from an archive, with a flow layout.
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        initialLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view, which is the controller's view.
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// The collection view's layout.
    open var collectionViewLayout: UICollectionViewLayout {
        (viewIfLoaded as? UICollectionView)?.collectionViewLayout ?? initialLayout
    }

    /// Makes the collection view, with the controller as its data source and delegate.
    open override func loadView() {
        let collectionView = UICollectionView(
            frame: HeadlessWorld.screenBounds, collectionViewLayout: initialLayout)
        collectionView.dataSource = self
        collectionView.delegate = self
        view = collectionView
    }

    /// Clears the selection when `clearsSelectionOnViewWillAppear` is set.
    ///
    /// - Parameter animated: Whether the appearance is animated.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collectionView = viewIfLoaded as? UICollectionView,
            let selected = collectionView.indexPathsForSelectedItems
        else { return }
        for item in selected { collectionView.deselectItem(at: item, animated: animated) }
    }

    /// The number of items in a section; override it (UIKit requires it of a data source).
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        0
    }

    /// The cell for an item; override it (UIKit requires it of a data source).
    open func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    )
        -> UICollectionViewCell
    {
        UICollectionViewCell(frame: .zero)
    }

    /// one section.
    ///
    /// - Parameter collectionView: The collection view.
    /// - Returns: 1.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// UIKit's default; optional in UIKit, which throws when a layout shows a supplementary
    /// view the data source cannot make: an empty view here, so the layout's place stays
    /// empty.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - kind: The kind.
    ///   - indexPath: Its place.
    /// - Returns: An empty view.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }

    /// items cannot move.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item.
    /// - Returns: `false`.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        false
    }

    /// does nothing.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - sourceIndexPath: Where it was.
    ///   - destinationIndexPath: Where it is now.
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {}

    /// called just before an item's cell is shown.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}

    /// called just before a supplementary view is shown.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}

    /// called once an item's cell has left the screen or the collection view.
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {}

    /// called once a supplementary view has left.
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}

    /// whether a touch highlights the item; `true` unless implemented.
    open func collectionView(
        _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
    ) -> Bool { true }

    /// called when a touch highlights the item.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}

    /// called when the item's highlight ends.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}

    /// whether a tap selects the item; `true` unless implemented.
    open func collectionView(
        _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
    ) -> Bool { true }

    /// whether a tap on a selected item deselects it (multiple selection); `true` unless implemented.
    open func collectionView(
        _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
    ) -> Bool { true }

    /// called after the user selected the item.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}

    /// called after the user's action deselected the item.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}

    /// where a moved item may go; the proposed place unless implemented.
    open func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }

    /// UIKit's default for `collectionView(_:canPerformPrimaryActionForItemAt:)`,
    /// which subclasses override.
    @available(iOS 16.0, *)
    open func collectionView(
        _ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
    ) -> Bool { false }

    /// UIKit's default for `collectionView(_:performPrimaryActionForItemAt:)`,
    /// which subclasses override.
    @available(iOS 16.0, *)
    open func collectionView(
        _ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath
    ) {}

    /// UIKit's default for `collectionView(_:shouldShowMenuForItemAt:)`,
    /// which subclasses override.
    @available(iOS, introduced: 6.0, deprecated: 13.0)
    open func collectionView(
        _ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath
    ) -> Bool { false }

    /// UIKit's default for `collectionView(_:canFocusItemAt:)`,
    /// which subclasses override.
    @available(iOS 9.0, *)
    open func collectionView(
        _ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath
    ) -> Bool { false }

    /// UIKit's default for `collectionView(_:shouldUpdateFocusIn:)`,
    /// which subclasses override.
    @available(iOS 9.0, *)
    open func collectionView(
        _ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
    ) -> Bool { false }

    /// UIKit's default for `collectionView(_:didUpdateFocusIn:with:)`,
    /// which subclasses override.
    @available(iOS 9.0, *)
    open func collectionView(
        _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) {}

    /// UIKit's default for `indexPathForPreferredFocusedView(in:)`,
    /// which subclasses override.
    @available(iOS 9.0, *)
    open func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? { nil }

    /// UIKit's default for `collectionView(_:selectionFollowsFocusForItemAt:)`,
    /// which subclasses override.
    @available(iOS 15.0, *)
    open func collectionView(
        _ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath
    ) -> Bool { false }

    /// UIKit's default for `collectionView(_:targetContentOffsetForProposedContentOffset:)`,
    /// which subclasses override.
    @available(iOS 9.0, *)
    open func collectionView(
        _ collectionView: UICollectionView,
        targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint { .zero }

    /// UIKit's default for `collectionView(_:canEditItemAt:)`,
    /// which subclasses override.
    @available(iOS 14.0, *)
    open func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool {
        false
    }

    /// UIKit's default for `collectionView(_:shouldSpringLoadItemAt:with:)`,
    /// which subclasses override.
    @available(iOS 11.0, *)
    open func collectionView(
        _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
        with context: any UISpringLoadedInteractionContext
    ) -> Bool { false }

    /// UIKit's default for `collectionView(_:shouldBeginMultipleSelectionInteractionAt:)`,
    /// which subclasses override.
    @available(iOS 13.0, *)
    open func collectionView(
        _ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool { false }

    /// UIKit's default for `collectionView(_:didBeginMultipleSelectionInteractionAt:)`,
    /// which subclasses override.
    @available(iOS 13.0, *)
    open func collectionView(
        _ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) {}

    /// UIKit's default for `collectionViewDidEndMultipleSelectionInteraction(_:)`,
    /// which subclasses override.
    @available(iOS 13.0, *)
    open func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {}

    /// UIKit's default for `collectionView(_:contextMenuConfigurationForItemsAt:point:)`,
    /// which subclasses override: for one item, the iOS 13 single-item method's menu, as UIKit
    /// falls back to it.
    @available(iOS 16.0, *)
    open func collectionView(
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

    /// UIKit's default for `collectionView(_:contextMenuConfiguration:highlightPreviewForItemAt:)`,
    /// which subclasses override.
    @available(iOS 16.0, *)
    open func collectionView(
        _ collectionView: UICollectionView,
        contextMenuConfiguration configuration: UIContextMenuConfiguration,
        highlightPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview? { nil }

    /// UIKit's default for `collectionView(_:contextMenuConfiguration:dismissalPreviewForItemAt:)`,
    /// which subclasses override.
    @available(iOS 16.0, *)
    open func collectionView(
        _ collectionView: UICollectionView,
        contextMenuConfiguration configuration: UIContextMenuConfiguration,
        dismissalPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview? { nil }

    /// UIKit's default for `collectionView(_:willPerformPreviewActionForMenuWith:animator:)`,
    /// which subclasses override.
    @available(iOS 13.0, *)
    open func collectionView(
        _ collectionView: UICollectionView,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {}

    /// UIKit's default for `collectionView(_:willDisplayContextMenu:animator:)`,
    /// which subclasses override.
    @available(iOS 13.2, *)
    open func collectionView(
        _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}

    /// UIKit's default for `collectionView(_:willEndContextMenuInteraction:animator:)`,
    /// which subclasses override.
    @available(iOS 13.2, *)
    open func collectionView(
        _ collectionView: UICollectionView,
        willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {}

    /// UIKit's default for `collectionView(_:sceneActivationConfigurationForItemAt:point:)`,
    /// which subclasses override.
    @available(iOS 15.0, *)
    open func collectionView(
        _ collectionView: UICollectionView, sceneActivationConfigurationForItemAt indexPath: IndexPath,
        point: CGPoint
    ) -> UIWindowScene.ActivationConfiguration? { nil }

    /// UIKit's default for `collectionView(_:contextMenuConfigurationForItemAt:point:)`,
    /// which subclasses override.
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    open func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
        point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }

    /// UIKit's default for `collectionView(_:previewForHighlightingContextMenuWithConfiguration:)`,
    /// which subclasses override.
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    open func collectionView(
        _ collectionView: UICollectionView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }

    /// UIKit's default for `collectionView(_:previewForDismissingContextMenuWithConfiguration:)`,
    /// which subclasses override.
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    open func collectionView(
        _ collectionView: UICollectionView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }

    /// UIKit's default for `indexTitles(for:)`,
    /// which subclasses override.
    @available(iOS 14.0, *)
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
}
