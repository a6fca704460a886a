// ViewLifecycle · HeadlessUIKit

extension UICollectionViewFlowLayout {
    /// A section's item sizes: one for all, or each item's as the delegate gave it.
    enum ItemSizes {
        /// Every item has this size.
        case uniform(CGSize)
        /// Each item's size, in order.
        case each([CGSize])
    }
}
