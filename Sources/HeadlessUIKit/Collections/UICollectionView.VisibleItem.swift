// ViewLifecycle · HeadlessUIKit

extension UICollectionView {
    /// A cell on display and the item it shows.
    struct VisibleItem {
        /// The item.
        var indexPath: IndexPath
        /// Its cell.
        let cell: UICollectionViewCell
    }
}
