// ViewLifecycle · HeadlessUIKit

/// A view drawn behind a section's content, such as its background (recorded: the headless
/// layout places no decoration views).
@MainActor @preconcurrency
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The stacking order; the section's other items come above it.
    open var zIndex = 0
    /// The kind of the decoration view, as registered with the layout.
    public let elementKind: String

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [])
    }

    /// Creates a decoration item that fills its section, behind the section's content.
    ///
    /// - Parameter elementKind: The kind of the decoration view, as registered with the layout.
    /// - Returns: A decoration item of that kind.
    open class func background(elementKind: String) -> Self {
        // UIKit has no initializer a subclass must provide, so this makes the base class only.
        guard let item = NSCollectionLayoutDecorationItem(elementKind: elementKind) as? Self else {
            preconditionFailure(
                "\(self).background(elementKind:) makes an NSCollectionLayoutDecorationItem; call it on that class"
            )
        }
        return item
    }
}
