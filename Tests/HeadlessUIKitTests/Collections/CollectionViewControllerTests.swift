// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

/// A collection view controller subclass as apps write them: overrides of the data source and
/// delegate methods, and a flow layout of full-width rows.
final class PhotoListController: UICollectionViewController {
    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 390, height: 300)
        layout.minimumLineSpacing = 0
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(LoggedGridCell.self, forCellWithReuseIdentifier: "Cell")
    }

    override func collectionView(
        _ collectionView: UICollectionView, numberOfItemsInSection section: Int
    ) -> Int {
        10
    }

    override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    )
        -> UICollectionViewCell
    {
        log("cellForItemAt \(indexPath.item)")
        return collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }

    override func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        log("willDisplay \(indexPath.item)")
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log("didSelectItemAt \(indexPath.item)")
    }
}

// Display order as in CollectionDisplayTests (cited there); clearing the selection in
// viewWillAppear is what UIKit documents for clearsSelectionOnViewWillAppear.
@Suite(.serialized, .headlessWorld) @MainActor struct CollectionViewControllerTests {
    @Test("a UICollectionViewController subclass is its collection view's data source and delegate")
    func subclass() {
        let log = Log.start()
        LoggedGridCell.made = 0
        let controller = PhotoListController()
        _ = showInWindow(controller)
        #expect(
            log.take() == [
                "cellForItemAt 0", "cell#1 init", "cellForItemAt 1", "cell#2 init", "cellForItemAt 2",
                "cell#3 init",
                "willDisplay 0", "willDisplay 1", "willDisplay 2",
            ])
        #expect(controller.collectionView === controller.view)
        #expect(controller.collectionViewLayout is UICollectionViewFlowLayout)
        Headless.tapItem(at: IndexPath(item: 1, section: 0), in: controller.collectionView)
        #expect(log.take() == ["didSelectItemAt 1"])
        #expect(controller.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        controller.viewWillAppear(false)
        #expect(controller.collectionView.indexPathsForSelectedItems == nil)
    }
}
