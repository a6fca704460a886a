// ViewLifecycle · HeadlessUIKit

/// Where a layout places one element of a collection view.
@MainActor @preconcurrency
open class UICollectionViewLayoutAttributes: NSObject, UIDynamicItem {
    /// The element's frame in the content.
    open var frame: CGRect = .zero
    /// The element's center.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The element's size.
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    /// The element's bounds.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    /// The element's transparency (recorded).
    open var alpha: CGFloat = 1
    /// The element's stacking order (recorded).
    open var zIndex = 0
    /// Whether the element is hidden.
    open var isHidden = false
    /// The element's place.
    open var indexPath = IndexPath(item: 0, section: 0)
    /// Whether the element is a cell, a supplementary view or a decoration view.
    open private(set) var representedElementCategory = UICollectionView.ElementCategory.cell
    /// The supplementary or decoration view's kind, or `nil` for a cell.
    open private(set) var representedElementKind: String?

    /// Attributes for the cell of an item.
    ///
    /// - Parameter indexPath: The item.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init(indexPath: indexPath, category: .cell, kind: nil)
    }

    /// Attributes for a supplementary view.
    ///
    /// - Parameters:
    ///   - elementKind: Its kind.
    ///   - indexPath: Its place.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init(indexPath: indexPath, category: .supplementaryView, kind: elementKind)
    }

    /// Attributes for a decoration view.
    ///
    /// - Parameters:
    ///   - decorationViewKind: Its kind.
    ///   - indexPath: Its place.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init(indexPath: indexPath, category: .decorationView, kind: decorationViewKind)
    }

    /// Attributes for a cell at no place. Designated, as UIKit's is, so a subclass (a layout's own
    /// attributes) can override it.
    public override init() {
        super.init()
    }

    private convenience init(indexPath: IndexPath, category: UICollectionView.ElementCategory, kind: String?)
    {
        self.init()
        self.indexPath = indexPath
        self.representedElementCategory = category
        self.representedElementKind = kind
    }
}
