// ViewLifecycle · HeadlessUIKit

/// What a layout invalidation covers: everything, the data source's counts, or the items and
/// supplementary and decoration views it names. A layout makes one of its
/// `invalidationContextClass` for a bounds change or a cell's preferred size.
@available(iOS 7.0, *)
@MainActor @preconcurrency
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Whether everything is invalidated (a plain `invalidateLayout()`).
    open internal(set) var invalidateEverything = false

    /// Whether the numbers of sections and items changed.
    open internal(set) var invalidateDataSourceCounts = false

    /// The items invalidated, or `nil` for none named.
    @available(iOS 8.0, *)
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?

    /// The supplementary views invalidated, by kind, or `nil` for none named.
    @available(iOS 8.0, *)
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?

    /// The decoration views invalidated, by kind, or `nil` for none named.
    @available(iOS 8.0, *)
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?

    /// How far the content offset moves with the invalidation.
    @available(iOS 8.0, *)
    open var contentOffsetAdjustment: CGPoint = .zero

    /// How much the content size changes with the invalidation.
    @available(iOS 8.0, *)
    open var contentSizeAdjustment: CGSize = .zero

    /// The items' places before an interactive move, or `nil` outside one.
    @available(iOS 9.0, *)
    open private(set) var previousIndexPathsForInteractivelyMovingItems: [IndexPath]?

    /// The items' places after an interactive move, or `nil` outside one.
    @available(iOS 9.0, *)
    open private(set) var targetIndexPathsForInteractivelyMovingItems: [IndexPath]?

    /// Where the moving item is, during an interactive move.
    @available(iOS 9.0, *)
    open private(set) var interactiveMovementTarget: CGPoint = .zero

    /// Creates a context that invalidates nothing yet. It is required, so a layout can make one
    /// of its `invalidationContextClass`, as UIKit does through the Objective-C runtime.
    public required override init() {
        super.init()
    }

    /// Adds items to what is invalidated.
    ///
    /// - Parameter indexPaths: The items.
    @available(iOS 8.0, *)
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Adds supplementary views to what is invalidated.
    ///
    /// - Parameters:
    ///   - elementKind: Their kind.
    ///   - indexPaths: Their places.
    @available(iOS 8.0, *)
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedSupplementaryIndexPaths = Self.adding(
            indexPaths, of: elementKind, to: invalidatedSupplementaryIndexPaths)
    }

    /// Adds decoration views to what is invalidated.
    ///
    /// - Parameters:
    ///   - elementKind: Their kind.
    ///   - indexPaths: Their places.
    @available(iOS 8.0, *)
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedDecorationIndexPaths = Self.adding(
            indexPaths, of: elementKind, to: invalidatedDecorationIndexPaths)
    }

    private static func adding(
        _ indexPaths: [IndexPath], of kind: String, to paths: [String: [IndexPath]]?
    ) -> [String: [IndexPath]] {
        var paths = paths ?? [:]
        paths[kind, default: []] += indexPaths
        return paths
    }
}
