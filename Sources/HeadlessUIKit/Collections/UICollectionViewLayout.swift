// ViewLifecycle · HeadlessUIKit

/// The object that places a collection view's cells and supplementary views.
///
/// Subclass it and override `prepare()`, `collectionViewContentSize` and
/// `layoutAttributesForElements(in:)` for a custom layout: the collection view reads every
/// element's attributes once per layout invalidation. `UICollectionViewFlowLayout` and
/// `UICollectionViewCompositionalLayout` work out their geometry directly, storing nothing per
/// item for uniform lines (`Docs/HeadlessUIKit.md`, "Collection views").
@MainActor @preconcurrency
open class UICollectionViewLayout: NSObject {
    /// The collection view that uses the layout, held weakly.
    open internal(set) weak var collectionView: UICollectionView?

    /// Creates a layout.
    public override init() {
        super.init()
    }

    /// Creates a layout from an archive; no archived state is kept.
    ///
    /// - Parameter coder: The archive (unused).
    public init?(coder: NSCoder) {
        super.init()
    }

    /// The class of the attributes the layout makes.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// Marks the layout as stale; the collection view lays its elements out again in the next
    /// layout pass.
    open func invalidateLayout() {
        collectionView?.layoutDidInvalidate()
    }

    /// Called before the collection view reads the layout, after each invalidation.
    open func prepare() {}

    /// The size of all the content.
    open var collectionViewContentSize: CGSize {
        answeringGeometry?.contentSize ?? .zero
    }

    /// The geometry for the built-in answers: none while a custom layout's overrides are read.
    private var answeringGeometry: Geometry? {
        guard let collectionView, !collectionView.isBuildingGeometry else { return nil }
        return collectionView.loadedGeometry
    }

    /// The attributes of every element in `rect`.
    ///
    /// - Parameter rect: A rectangle of the content.
    /// - Returns: The attributes, items and supplementary views.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let geometry = answeringGeometry else { return [] }
        var result: [UICollectionViewLayoutAttributes] = []
        geometry.forEachElement(in: rect) { path, kind, frame in
            let attributes =
                kind.map { UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: $0, with: path) }
                ?? UICollectionViewLayoutAttributes(forCellWith: path)
            attributes.frame = frame
            result.append(attributes)
        }
        return result
    }

    /// The attributes of an item.
    ///
    /// - Parameter indexPath: The item.
    /// - Returns: Its attributes, or `nil` for no such item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let geometry = answeringGeometry, geometry.contains(indexPath) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = geometry.frame(ofItem: indexPath)
        return attributes
    }

    /// The attributes of a supplementary view.
    ///
    /// - Parameters:
    ///   - elementKind: The kind.
    ///   - indexPath: Its place (item 0 of the section for headers and footers).
    /// - Returns: Its attributes, or `nil` for none.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard let geometry = answeringGeometry, let isHeader = geometry.isHeader(elementKind, in: indexPath)
        else { return nil }
        let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: elementKind, with: indexPath)
        attributes.frame = geometry.frame(ofSupplementaryIn: indexPath.section, isHeader: isHeader)
        return attributes
    }

    /// Whether a change of the bounds invalidates the layout; `false` by default.
    ///
    /// - Parameter newBounds: The new bounds.
    /// - Returns: `false`.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Where scrolling stops; the proposal by default.
    ///
    /// - Parameter proposedContentOffset: The offset scrolling would stop at.
    /// - Returns: The offset to stop at.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Where a user's scroll stops: the collection view asks this when a drag ends, before its
    /// delegate's `scrollViewWillEndDragging`; the proposal by default.
    ///
    /// - Parameters:
    ///   - proposedContentOffset: Where the deceleration would stop.
    ///   - velocity: The finger's velocity when it lifted, in points per millisecond.
    /// - Returns: The offset to stop at.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    /// Invalidates the layout as `context` describes; the base invalidates it all.
    ///
    /// - Parameter context: What changed.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        invalidateLayout()
    }

    /// The class of the invalidation contexts the layout makes.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// The context that says what a bounds change invalidates: a new context of
    /// `invalidationContextClass`.
    ///
    /// - Parameter newBounds: The new bounds.
    /// - Returns: The context.
    open func invalidationContext(
        forBoundsChange newBounds: CGRect
    ) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// Whether a cell's preferred attributes invalidate the layout; `false` by default.
    ///
    /// - Parameters:
    ///   - preferredAttributes: What the cell prefers.
    ///   - originalAttributes: What the layout gave it.
    /// - Returns: `false`.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        false
    }

    /// The context for a cell's preferred attributes: a new context of
    /// `invalidationContextClass`.
    ///
    /// - Parameters:
    ///   - preferredAttributes: What the cell prefers.
    ///   - originalAttributes: What the layout gave it.
    /// - Returns: The context.
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// A new context of `invalidationContextClass`, or the base class when it names another.
    private func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        let contextClass =
            type(of: self).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type
        return (contextClass ?? UICollectionViewLayoutInvalidationContext.self).init()
    }

    /// The attributes of a decoration view; `nil` by default (headless collection views show
    /// no decoration views).
    ///
    /// - Parameters:
    ///   - elementKind: The decoration's kind.
    ///   - indexPath: Its place.
    /// - Returns: `nil`.
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Told of the updates a batch is about to animate; nothing by default. Headlessly updates
    /// are not animated, and this is not called.
    ///
    /// - Parameter updateItems: The inserts, deletes, moves and reloads.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Told that the batch's animations are set up; nothing by default, not called headlessly.
    open func finalizeCollectionViewUpdates() {}

    /// Told of an animated bounds change; nothing by default, not called headlessly.
    ///
    /// - Parameter oldBounds: The bounds before.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// Told that the bounds change's animations are set up; nothing by default.
    open func finalizeAnimatedBoundsChange() {}

    /// Told that the collection view is about to switch to `newLayout`; nothing by default.
    ///
    /// - Parameter newLayout: The next layout.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    /// Told that the collection view is switching from `oldLayout`; nothing by default.
    ///
    /// - Parameter oldLayout: The previous layout.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    /// Told that a layout switch's animations are set up; nothing by default.
    open func finalizeLayoutTransition() {}

    /// Where an inserted item's animation starts; `nil` (its final attributes) by default.
    ///
    /// - Parameter itemIndexPath: The item.
    /// - Returns: `nil`.
    open func initialLayoutAttributesForAppearingItem(
        at itemIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Where a deleted item's animation ends; `nil` by default.
    ///
    /// - Parameter itemIndexPath: The item.
    /// - Returns: `nil`.
    open func finalLayoutAttributesForDisappearingItem(
        at itemIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Where an inserted supplementary view's animation starts; `nil` by default.
    ///
    /// - Parameters:
    ///   - elementKind: Its kind.
    ///   - elementIndexPath: Its place.
    /// - Returns: `nil`.
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Where a deleted supplementary view's animation ends; `nil` by default.
    ///
    /// - Parameters:
    ///   - elementKind: Its kind.
    ///   - elementIndexPath: Its place.
    /// - Returns: `nil`.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Where an inserted decoration view's animation starts; `nil` by default.
    ///
    /// - Parameters:
    ///   - elementKind: Its kind.
    ///   - decorationIndexPath: Its place.
    /// - Returns: `nil`.
    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Where a deleted decoration view's animation ends; `nil` by default.
    ///
    /// - Parameters:
    ///   - elementKind: Its kind.
    ///   - decorationIndexPath: Its place.
    /// - Returns: `nil`.
    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Whether the layout's frames flip in a right-to-left language; `false` by default.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// The direction the layout was written for; left to right by default.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// Works out the geometry for `counts` items per section. This base asks a custom layout's
    /// overrides (`prepare()`, `collectionViewContentSize`, `layoutAttributesForElements(in:)`)
    /// once, keeping every frame; the built-in layouts override it.
    func makeGeometry(counts: [Int], in collectionView: UICollectionView) -> Geometry {
        prepare()
        let size = collectionViewContentSize
        var geometry = Geometry(crossExtent: size.width)
        var frames = counts.map { [CGRect](repeating: .zero, count: $0) }
        let whole = CGRect(origin: .zero, size: size)
        for attributes in layoutAttributesForElements(in: whole) ?? []
        where attributes.representedElementCategory == .cell {
            let path = attributes.indexPath
            if frames.indices.contains(path.section), frames[path.section].indices.contains(path.item) {
                frames[path.section][path.item] = attributes.frame
            }
        }
        for (index, count) in counts.enumerated() {
            var section = Geometry.Section()
            section.itemCount = count
            section.frames = frames[index]
            let low = frames[index].map(\.minY).min() ?? 0
            let high = frames[index].map(\.maxY).max() ?? 0
            // One line holding every item, relative to the content's top: a custom layout's
            // frames may lie anywhere, so each is tested on its own.
            section.lines = count > 0 ? [(start: low, extent: max(0, high - low), first: 0)] : []
            section.start = 0
            geometry.sections.append(section)
        }
        geometry.customMainExtent = size.height
        return geometry
    }
}
