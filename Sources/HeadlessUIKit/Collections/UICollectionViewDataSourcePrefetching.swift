// ViewLifecycle · HeadlessUIKit

/// An object asked to load the data of items before they come on screen (recorded: the
/// collection view does not prefetch yet).
@MainActor @preconcurrency
public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
    /// Starts loading the data of items that will soon be shown.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPaths: The items.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])

    /// Stops loading the data of items that are no longer expected soon.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPaths: The items.
    func collectionView(
        _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    /// UIKit's default; optional in UIKit: does nothing.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPaths: The items.
    public func collectionView(
        _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {}
}
