// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Geometry of compositional layouts (no display order here): groups repeat along the layout's
// axis, a group of subitems repeats them while they fit, nested groups and insets compose,
// and an orthogonally scrolling section keeps its groups in one line.
@Suite(.serialized, .headlessWorld) @MainActor struct CompositionalLayoutTests {
    private func frames(
        _ layout: UICollectionViewLayout, items: Int, height: CGFloat = 400
    ) -> (UICollectionView, [CGRect]) {
        let controller = UIViewController()
        _ = showInWindow(controller)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: height), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, _ in
            collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<items))
        source.apply(snapshot, animatingDifferences: false)
        controller.view.addSubview(collectionView)
        Headless.runUntilIdle()
        withExtendedLifetime(source) {}
        return (collectionView, collectionView.visibleCells.map(\.frame))
    }

    @Test("a horizontal group of third-width items makes rows of three; only rows on screen get cells")
    func grid() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(130)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)
        let (collectionView, shown) = frames(
            UICollectionViewCompositionalLayout(section: section), items: 100)
        #expect(shown.count == 9)
        #expect(shown[0] == CGRect(x: 5, y: 25, width: 120, height: 120))
        #expect(shown[4] == CGRect(x: 135, y: 165, width: 120, height: 120))
        #expect(collectionView.contentSize == CGSize(width: 390, height: 20 + 34 * 130 + 33 * 10))
    }

    @Test("a nested group: one large item beside a vertical pair, repeated")
    func nested() {
        let large = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.75), heightDimension: .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let pair = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)),
            repeatingSubitem: small, count: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(240)),
            subitems: [large, pair])
        let (_, shown) = frames(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), items: 7)
        #expect(
            shown == [
                CGRect(x: 0, y: 0, width: 292.5, height: 240),
                CGRect(x: 292.5, y: 0, width: 97.5, height: 120),
                CGRect(x: 292.5, y: 120, width: 97.5, height: 120),
                CGRect(x: 0, y: 240, width: 292.5, height: 240),
                CGRect(x: 292.5, y: 240, width: 97.5, height: 120),
                CGRect(x: 292.5, y: 360, width: 97.5, height: 120),
            ])
    }

    @Test("an orthogonally scrolling section keeps its groups in one line; those past the edge are not shown")
    func orthogonal() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .absolute(150), heightDimension: .absolute(100)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        let (collectionView, shown) = frames(UICollectionViewCompositionalLayout(section: section), items: 10)
        #expect(
            shown == [
                CGRect(x: 0, y: 0, width: 150, height: 100), CGRect(x: 160, y: 0, width: 150, height: 100),
                CGRect(x: 320, y: 0, width: 150, height: 100),
            ])
        #expect(collectionView.contentSize.height == 100)
    }
}
