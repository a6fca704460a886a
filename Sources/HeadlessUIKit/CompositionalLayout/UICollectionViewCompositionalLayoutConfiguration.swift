// ViewLifecycle · HeadlessUIKit

/// Settings of a whole compositional layout.
@MainActor @preconcurrency
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The axis the layout scrolls along (vertical only is laid out).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The space between sections.
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout (recorded).
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// What insets are measured from (recorded).
    open var contentInsetsReference: UIContentInsetsReference = .automatic

    /// Creates the default configuration.
    public override init() {
        super.init()
    }
}
