// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit

/// A collection view cell that logs its creation and reuse, so tests see which cell object
/// serves each item.
final class LoggedGridCell: UICollectionViewCell {
    nonisolated(unsafe) static var made = 0
    let serial: Int

    override init(frame: CGRect) {
        LoggedGridCell.made += 1
        serial = LoggedGridCell.made
        super.init(frame: frame)
        log("cell#\(serial) init")
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepareForReuse() {
        super.prepareForReuse()
        log("cell#\(serial) prepareForReuse")
    }
}

/// A supplementary view that logs its creation and reuse.
final class LoggedHeaderView: UICollectionReusableView {
    nonisolated(unsafe) static var made = 0
    let serial: Int
    let label = UILabel(frame: .zero)

    override init(frame: CGRect) {
        LoggedHeaderView.made += 1
        serial = LoggedHeaderView.made
        super.init(frame: frame)
        addSubview(label)
        log("header#\(serial) init")
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepareForReuse() {
        super.prepareForReuse()
        log("header#\(serial) prepareForReuse")
    }
}

/// An index path as tests print it: `section.item`.
func place(_ indexPath: IndexPath) -> String { "\(indexPath.section).\(indexPath.item)" }

/// A controller whose view is a collection view over `items`, logging its appearance, data
/// source and delegate calls as a device's console would.
class LoggedCollectionController: UIViewController, UICollectionViewDataSource,
    UICollectionViewDelegateFlowLayout
{
    var items: [[String]]
    let layout: UICollectionViewLayout
    var collectionView: UICollectionView!

    init(items: [[String]], layout: UICollectionViewLayout) {
        self.items = items
        self.layout = layout
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() {
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collectionView.register(LoggedGridCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.register(
            LoggedHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "Header")
        collectionView.dataSource = self
        collectionView.delegate = self
        view = collectionView
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log("viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log("viewDidAppear")
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        log("numberOfSections")
        return items.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        log("numberOfItemsInSection \(section)")
        return items[section].count
    }

    func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    )
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        log("cellForItemAt \(place(indexPath)) -> cell#\((cell as? LoggedGridCell)?.serial ?? 0)")
        var content = UIListContentConfiguration.cell()
        content.text = items[indexPath.section][indexPath.item]
        cell.contentConfiguration = content
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
        log(
            "viewForSupplementaryElementOfKind \(place(indexPath)) -> header#\((view as? LoggedHeaderView)?.serial ?? 0)"
        )
        return view
    }

    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        log("willDisplay \(place(indexPath))")
    }

    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        log("didEndDisplaying \(place(indexPath)) cell#\((cell as? LoggedGridCell)?.serial ?? 0)")
    }

    func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        log("willDisplaySupplementaryView \(place(indexPath))")
    }

    func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
        log("didEndDisplayingSupplementaryView \(place(indexPath))")
    }

    func collectionView(
        _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
    ) -> Bool {
        log("shouldHighlightItemAt \(place(indexPath))")
        return true
    }

    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        log("didHighlightItemAt \(place(indexPath))")
    }

    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        log("didUnhighlightItemAt \(place(indexPath))")
    }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log("shouldSelectItemAt \(place(indexPath))")
        return true
    }

    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    {
        log("shouldDeselectItemAt \(place(indexPath))")
        return true
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log("didSelectItemAt \(place(indexPath))")
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        log("didDeselectItemAt \(place(indexPath))")
    }
}

/// A flow layout of two 180 × 200 columns (30 points apart in a 390-point view), lines 22
/// points apart and a 50-point header: lines start at 50, 272, 494, 716 and 938, so an
/// 844-point screen shows four lines, items 0 to 7.
@MainActor func gridLayout() -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 180, height: 200)
    layout.minimumLineSpacing = 22
    layout.minimumInteritemSpacing = 10
    layout.headerReferenceSize = CGSize(width: 0, height: 50)
    return layout
}
