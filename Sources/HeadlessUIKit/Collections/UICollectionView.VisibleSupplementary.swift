// ViewLifecycle · HeadlessUIKit

extension UICollectionView {
    /// A supplementary view on display, its kind and its place.
    struct VisibleSupplementary {
        /// The kind.
        let kind: String
        /// Its place.
        var indexPath: IndexPath
        /// The view.
        let view: UICollectionReusableView
    }
}
