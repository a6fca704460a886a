// ViewLifecycle · HeadlessUIKit

extension UICollectionViewFlowLayout {
    /// A section's insets, spacings and header and footer sizes: the delegate's or the layout's.
    struct SectionMetrics {
        /// The space around the items.
        var inset: UIEdgeInsets
        /// The least space between lines.
        var lineSpacing: CGFloat
        /// The least space between items in a line.
        var interitemSpacing: CGFloat
        /// The header's size.
        var header: CGSize
        /// The footer's size.
        var footer: CGSize
    }
}
