// ViewLifecycle · HeadlessUIKit

extension UICollectionView {
    /// An element made in a layout pass and waiting for its `willDisplay` call.
    enum Entering {
        /// An item's cell.
        case item(VisibleItem)
        /// A supplementary view.
        case supplementary(VisibleSupplementary)
    }
}
