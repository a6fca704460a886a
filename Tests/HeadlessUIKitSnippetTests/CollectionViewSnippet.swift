// ViewLifecycle · HeadlessUIKitSnippetTests

import Testing

/// A programmatic collection view cell as apps write them: a label added in `init(frame:)`.
final class SnippetPhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoCell"
    let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        caption.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(caption)
        NSLayoutConstraint.activate([
            caption.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            caption.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        caption.text = nil
    }
}

/// A photo grid: a flow layout sized by its delegate, with section headers.
final class SnippetGridController: UIViewController, UICollectionViewDataSource,
    UICollectionViewDelegateFlowLayout
{
    var photos = (1...60).map { "Photo \($0)" }
    var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .vertical
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 15)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(
            SnippetPhotoCell.self, forCellWithReuseIdentifier: SnippetPhotoCell.reuseIdentifier)
        collectionView.register(
            UICollectionReusableView.self,
            forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "Header")
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.allowsMultipleSelection = false
        view.addSubview(collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(
            withReuseIdentifier: SnippetPhotoCell.reuseIdentifier, for: indexPath)
        (cell as? SnippetPhotoCell)?.caption.text = photos[indexPath.item]
        log("cellForItemAt \(indexPath.item)")
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: 175, height: 300)
    }

    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        log("willDisplay \(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}

/// A settings-style list: a compositional list layout, registrations, list cells with
/// accessories, and a diffable data source with a section snapshot of headers.
final class SnippetListController: UIViewController {
    enum Section: Hashable, Sendable { case general, about }
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            guard let self, let item = self.dataSource.itemIdentifier(for: indexPath) else { return nil }
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
                var snapshot = self.dataSource.snapshot()
                snapshot.deleteItems([item])
                self.dataSource.apply(snapshot)
                completion(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        view.addSubview(collectionView)

        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
            cell, indexPath, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            content.secondaryText = "Row \(indexPath.item)"
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator(), .delete(displayed: .whenEditing)]
            cell.backgroundConfiguration = .listGroupedCell()
            cell.configurationUpdateHandler = { cell, state in
                var background = UIBackgroundConfiguration.listGroupedCell()
                background.backgroundColor = state.isSelected ? .systemBlue : nil
                cell.backgroundConfiguration = background
            }
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = indexPath.section == 0 ? "General" : "About"
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.general, .about])
        snapshot.appendItems(["Wi-Fi", "Bluetooth", "Cellular"], toSection: .general)
        snapshot.appendItems(["Version", "Licenses"], toSection: .about)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A compositional grid of square tiles, three to a row, with a header.
@MainActor func snippetGridLayout() -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1)))
    item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .absolute(130)),
        subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 0
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 20, trailing: 0)
    let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    section.boundarySupplementaryItems = [header]
    return UICollectionViewCompositionalLayout(section: section)
}

// Source: a flow layout with several columns asks for each entering cell before it displays
// any (https://dev.mo4tech.com/ios-uicollectionview-optimization.html).
@Suite(.serialized, .headlessWorld) @MainActor struct CollectionViewSnippetTests {
    @Test("a flow grid asks only for the items on screen, then displays them")
    func flowGrid() {
        _ = Log.start()
        let grid = SnippetGridController()
        let window = showInWindow(grid)
        let lines = Log.shared.take()
        #expect(lines.count == 12)
        #expect(
            lines.prefix(6) == [
                "cellForItemAt 0", "cellForItemAt 1", "cellForItemAt 2", "cellForItemAt 3", "cellForItemAt 4",
                "cellForItemAt 5",
            ])
        #expect(grid.collectionView.indexPathsForVisibleItems.map(\.item).sorted() == [0, 1, 2, 3, 4, 5])
        grid.collectionView.selectItem(
            at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        #expect(grid.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        withExtendedLifetime(window) {}
    }

    @Test("a list built from registrations and a diffable data source shows its snapshot")
    func list() {
        _ = Log.start()
        let list = SnippetListController()
        let window = showInWindow(list)
        #expect(list.collectionView.numberOfSections == 2)
        #expect(list.collectionView.numberOfItems(inSection: 0) == 3)
        #expect(list.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "Bluetooth")
        #expect(list.collectionView.visibleCells.count == 5)
        withExtendedLifetime(window) {}
    }

    @Test("a compositional grid lays out three tiles a row")
    func compositionalGrid() {
        let controller = UIViewController()
        let window = showInWindow(controller)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: snippetGridLayout())
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Tile")
        let source = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, _ in
            collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<30))
        source.apply(snapshot, animatingDifferences: false)
        controller.view.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        let tile = collectionView.cellForItem(at: IndexPath(item: 4, section: 0))
        #expect(tile?.frame == CGRect(x: 132, y: 176, width: 126, height: 126))
        withExtendedLifetime(window) {}
    }
}
