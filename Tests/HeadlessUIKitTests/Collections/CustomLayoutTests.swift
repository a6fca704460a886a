// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

/// A custom layout as apps write them: attributes cached in `prepare()` from the item count.
class StaircaseLayout: UICollectionViewLayout {
    private var cache: [UICollectionViewLayoutAttributes] = []

    override func prepare() {
        super.prepare()
        let count = collectionView?.numberOfItems(inSection: 0) ?? 0
        cache = (0..<count).map { item in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(
                x: CGFloat(item % 3) * 100, y: CGFloat(item) * 100, width: 100, height: 100)
            return attributes
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: 390, height: CGFloat(cache.count) * 100)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
    }
}

/// A staircase that stops scrolling on a whole step, as paging carousels do, and invalidates
/// with its own context class.
final class SnappingStaircaseLayout: StaircaseLayout {
    var asked: [String] = []

    override class var invalidationContextClass: AnyClass { StepInvalidationContext.self }

    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        asked.append("target for \(Int(proposedContentOffset.y.rounded())) at \(velocity.y)")
        return CGPoint(x: 0, y: (proposedContentOffset.y / 100).rounded() * 100)
    }
}

/// A delegate that notes, in the layout's record, the target a drag's end hands it.
final class EndDraggingRecorder: NSObject, UICollectionViewDelegate {
    let layout: SnappingStaircaseLayout

    init(layout: SnappingStaircaseLayout) { self.layout = layout }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        layout.asked.append("delegate sees \(Int(targetContentOffset.pointee.y))")
    }
}

/// The snapping layout's invalidation context.
final class StepInvalidationContext: UICollectionViewLayoutInvalidationContext {}

// A custom layout is read through its overrides once per load; only items whose frames meet
// the bounds are asked for.
@Suite(.serialized, .headlessWorld) @MainActor struct CustomLayoutTests {
    @Test("a custom layout's frames place the cells; scrolling shows the items its frames put on screen")
    func staircase() {
        let log = Log.start()
        LoggedGridCell.made = 0
        let controller = LoggedCollectionController(
            items: [(0..<20).map { "Step \($0)" }], layout: StaircaseLayout())
        _ = showInWindow(controller)
        let collectionView = controller.collectionView!
        #expect(collectionView.indexPathsForVisibleItems.map(\.item) == Array(0...8))
        #expect(
            collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.frame
                == CGRect(x: 100, y: 400, width: 100, height: 100))
        #expect(collectionView.contentSize == CGSize(width: 390, height: 2000))
        _ = log.take()
        collectionView.contentOffset = CGPoint(x: 0, y: 150)
        Headless.runUntilIdle()
        #expect(
            log.take() == [
                "didEndDisplaying 0.0 cell#1",
                "cell#1 prepareForReuse", "cellForItemAt 0.9 -> cell#1",
                "willDisplay 0.9",
            ])
    }

    @Test("a drag's end asks the layout where to stop, with the finger's velocity, before the delegate")
    func snapping() {
        let layout = SnappingStaircaseLayout()
        let controller = LoggedCollectionController(items: [(0..<20).map { "Step \($0)" }], layout: layout)
        _ = showInWindow(controller)
        let collectionView = controller.collectionView!
        let delegate = EndDraggingRecorder(layout: layout)
        collectionView.delegate = delegate
        Headless.drag(collectionView, by: CGPoint(x: 0, y: 130), velocity: CGPoint(x: 0, y: 0.1))
        Headless.runUntilIdle()
        #expect(layout.asked == ["target for 180 at 0.1", "delegate sees 200"])
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 200))
    }

    @Test("a layout makes invalidation contexts of its class, which collect what they invalidate")
    func invalidationContexts() {
        let layout = SnappingStaircaseLayout()
        let context = layout.invalidationContext(forBoundsChange: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(context is StepInvalidationContext)
        context.invalidateItems(at: [IndexPath(item: 1, section: 0)])
        context.invalidateItems(at: [IndexPath(item: 3, section: 0)])
        context.invalidateSupplementaryElements(ofKind: "header", at: [IndexPath(item: 0, section: 2)])
        #expect(
            context.invalidatedItemIndexPaths == [
                IndexPath(item: 1, section: 0), IndexPath(item: 3, section: 0),
            ])
        #expect(context.invalidatedSupplementaryIndexPaths == ["header": [IndexPath(item: 0, section: 2)]])
        #expect(context.invalidatedDecorationIndexPaths == nil)
        #expect(
            UICollectionViewLayout().invalidationContext(forBoundsChange: .zero).isMember(
                of: UICollectionViewLayoutInvalidationContext.self))
    }
}
