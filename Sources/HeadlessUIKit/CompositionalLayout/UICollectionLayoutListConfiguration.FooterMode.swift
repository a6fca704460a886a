// ViewLifecycle · HeadlessUIKit

extension UICollectionLayoutListConfiguration {
    /// How a list's sections show a footer.
    public enum FooterMode: Hashable, Sendable {
        /// No footer.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary
    }
}
