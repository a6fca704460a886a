// ViewLifecycle · HeadlessUIKit

/// The object that tells a collection view its sections and items and makes its cells and
/// supplementary views.
///
/// The optional members of UIKit's protocol have UIKit's defaults in the extension
/// (`Docs/HeadlessUIKit.md`, "Optional delegate methods without Objective-C").
@MainActor @preconcurrency
public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// The number of items in `section`.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - section: The section.
    /// - Returns: The item count.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int

    /// The cell for the item at `indexPath`, dequeued from the collection view.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item.
    /// - Returns: The configured cell.
    func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    )
        -> UICollectionViewCell

    /// The number of sections; 1 unless implemented.
    ///
    /// - Parameter collectionView: The collection view.
    /// - Returns: The section count.
    func numberOfSections(in collectionView: UICollectionView) -> Int

    /// The supplementary view of `kind` at `indexPath`, dequeued from the collection view.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - kind: The kind, such as `UICollectionView.elementKindSectionHeader`.
    ///   - indexPath: Its place.
    /// - Returns: The configured view.
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView

    /// Whether the item can be moved; `false` unless implemented.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item.
    /// - Returns: Whether it can move.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool

    /// Moves an item in the data after the user moved it.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - sourceIndexPath: Where it was.
    ///   - destinationIndexPath: Where it is now.
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
    /// UIKit's default; optional in UIKit: one section.
    ///
    /// - Parameter collectionView: The collection view.
    /// - Returns: 1.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// UIKit's default; optional in UIKit, which throws when a layout shows a supplementary
    /// view the data source cannot make: an empty view here, so the layout's place stays
    /// empty.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - kind: The kind.
    ///   - indexPath: Its place.
    /// - Returns: An empty view.
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }

    /// UIKit's default; optional in UIKit: items cannot move.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item.
    /// - Returns: `false`.
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    {
        false
    }

    /// UIKit's default; optional in UIKit: does nothing.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - sourceIndexPath: Where it was.
    ///   - destinationIndexPath: Where it is now.
    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {}
}
