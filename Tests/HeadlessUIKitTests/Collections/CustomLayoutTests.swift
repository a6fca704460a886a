// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

/// A custom layout as apps write them: attributes cached in `prepare()` from the item count.
final class StaircaseLayout: UICollectionViewLayout {
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
}
