// ViewLifecycle · HeadlessUIKit

/// A supplementary view attached to a compositional layout element.
@MainActor @preconcurrency
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind of the supplementary view.
    public let elementKind: String
    /// The stacking order (recorded).
    open var zIndex = 0

    init(layoutSize: NSCollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}
