// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// A collection view's diffable data source with reordering handlers, moved as the collection view
// calls its data source when the user drops an item: the handlers decide what may move, and the
// snapshot takes the move between `willReorder` and `didReorder` (Apple's documentation of
// `ReorderingHandlers.didReorder`: called after the reordering transaction, to update the backing
// store from its difference or final snapshot;
// https://apple-docs.everest.mt/docs/uikit/uicollectionviewdiffabledatasource-9tqpa/reorderinghandlers-swift.struct/didreorder/).
@Suite(.serialized, .headlessWorld) @MainActor struct CollectionReorderingTests {
    private func source() -> (UICollectionView, UICollectionViewDiffableDataSource<String, String>) {
        let layout = UICollectionViewFlowLayout()
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 300), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) {
            collectionView, indexPath, _ in
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["A", "B"])
        snapshot.appendItems(["A0", "A1", "pinned"], toSection: "A")
        snapshot.appendItems(["B0"], toSection: "B")
        source.apply(snapshot, animatingDifferences: false)
        return (collectionView, source)
    }

    @Test("without handlers no item moves; with them, canReorderItem decides per item")
    func canMove() {
        let (collectionView, source) = source()
        let first = IndexPath(item: 0, section: 0)
        let pinned = IndexPath(item: 2, section: 0)
        #expect(!source.collectionView(collectionView, canMoveItemAt: first))
        source.reorderingHandlers.canReorderItem = { $0 != "pinned" }
        #expect(source.collectionView(collectionView, canMoveItemAt: first))
        #expect(!source.collectionView(collectionView, canMoveItemAt: pinned))
    }

    @Test(
        "a move across sections: willReorder sees the old snapshot, didReorder the new, with the difference")
    func moveAcrossSections() {
        let (collectionView, source) = source()
        var transcript: [String] = []
        source.reorderingHandlers.canReorderItem = { _ in true }
        source.reorderingHandlers.willReorder = { transaction in
            transcript.append("will: current \(source.snapshot().itemIdentifiers)")
            transcript.append("will: final \(transaction.finalSnapshot.itemIdentifiers)")
        }
        source.reorderingHandlers.didReorder = { transaction in
            transcript.append("did: current \(source.snapshot().itemIdentifiers)")
            transcript.append("did: initial \(transaction.initialSnapshot.itemIdentifiers)")
            let changes = transaction.difference.map { change in
                switch change {
                case .insert(let offset, let item, _): "insert \(item) at \(offset)"
                case .remove(let offset, let item, _): "remove \(item) at \(offset)"
                }
            }
            transcript.append("did: difference \(changes)")
            transcript.append(
                "did: sections \(transaction.sectionTransactions.map { "\($0.sectionIdentifier) \($0.finalSnapshot.items)" })"
            )
        }
        source.collectionView(
            collectionView, moveItemAt: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1))
        #expect(
            transcript == [
                #"will: current ["A0", "A1", "pinned", "B0"]"#,
                #"will: final ["A1", "pinned", "B0", "A0"]"#,
                #"did: current ["A1", "pinned", "B0", "A0"]"#,
                #"did: initial ["A0", "A1", "pinned", "B0"]"#,
                #"did: difference ["remove A0 at 0", "insert A0 at 3"]"#,
                #"did: sections ["A [\"A1\", \"pinned\"]", "B [\"B0\", \"A0\"]"]"#,
            ])
        #expect(source.itemIdentifier(for: IndexPath(item: 1, section: 1)) == "A0")
        #expect(source.indexPath(for: "A1") == IndexPath(item: 0, section: 0))
    }
}
