// ViewLifecycle · HeadlessUIKit

extension UICollectionView {
    /// The axis a layout scrolls along.
    public enum ScrollDirection: Int, Sendable {
        /// Up and down: items flow into rows.
        case vertical = 0
        /// Left and right: items flow into columns.
        case horizontal = 1
    }
}
