// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Section snapshots (outlines): a section shows the items whose ancestors are expanded, and
// expanding a parent by applying its section snapshot again inserts its children like any
// applied difference (display order as in CollectionDisplayTests, cited there).
@Suite(.serialized, .headlessWorld) @MainActor struct SectionSnapshotTests {
    @Test("an outline's queries: items, roots, visible items, levels and parents")
    func outline() {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit", "Vegetables"])
        outline.append(["Apple", "Pear"], to: "Fruit")
        outline.append(["Gala"], to: "Apple")
        outline.append(["Leek"], to: "Vegetables")
        #expect(outline.items == ["Fruit", "Apple", "Gala", "Pear", "Vegetables", "Leek"])
        #expect(outline.rootItems == ["Fruit", "Vegetables"])
        #expect(outline.visibleItems == ["Fruit", "Vegetables"])
        outline.expand(["Fruit"])
        #expect(outline.visibleItems == ["Fruit", "Apple", "Pear", "Vegetables"])
        #expect(outline.level(of: "Gala") == 2)
        #expect(outline.parent(of: "Gala") == "Apple")
        #expect(outline.isVisible("Gala") == false)
        #expect(outline.snapshot(of: "Fruit").items == ["Apple", "Gala", "Pear"])
        outline.delete(["Apple"])
        #expect(outline.items == ["Fruit", "Pear", "Vegetables", "Leek"])
        #expect(outline.visualDescription() == "Fruit\n  Pear\nVegetables\n  Leek")
    }

    @Test("applying an expanded outline shows the parent's children; collapsing ends them")
    func expandAndCollapse() {
        let log = Log.start()
        let controller = UIViewController()
        _ = showInWindow(controller)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 400),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(
                using: UICollectionLayoutListConfiguration(appearance: .sidebar)))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
            cell, _, item in
            HeadlessTestSupport.log("configure \(item)")
            cell.accessories = [.outlineDisclosure()]
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        let delegate = ListDisplayLogger()
        delegate.source = nil
        collectionView.delegate = delegate
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit", "Vegetables"])
        outline.append(["Apple", "Pear"], to: "Fruit")
        source.apply(outline, to: 0, animatingDifferences: false)
        controller.view.addSubview(collectionView)
        Headless.runUntilIdle()
        #expect(
            log.take() == ["configure Fruit", "configure Vegetables", "willDisplay 0.0", "willDisplay 0.1"])
        outline.expand(["Fruit"])
        source.apply(outline, to: 0, animatingDifferences: false)
        #expect(log.take() == ["configure Apple", "configure Pear", "willDisplay 0.1", "willDisplay 0.2"])
        #expect(source.snapshot().itemIdentifiers == ["Fruit", "Apple", "Pear", "Vegetables"])
        #expect(source.snapshot(for: 0).isExpanded("Fruit"))
        outline.collapse(["Fruit"])
        source.apply(outline, to: 0, animatingDifferences: false)
        #expect(log.take() == ["didEndDisplaying 0.1 list#0", "didEndDisplaying 0.2 list#0"])
        withExtendedLifetime((source, delegate)) {}
    }
}
