// ViewLifecycle · HeadlessUIKit

extension UICollectionLayoutListConfiguration {
    /// How a list's sections show a header.
    public enum HeaderMode: Hashable, Sendable {
        /// No header.
        case none
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary
        /// The first item of each section, styled as a header.
        case firstItemInSection
    }
}
