// ViewLifecycle · HeadlessUIKitTests

import Foundation
import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: Apple's `awakeFromNib()` documentation (every object a nib holds is initialized with
// `init(coder:)`; `awakeFromNib()` is sent once all of them are), UINibLoading.h
// (`-[NSBundle loadNibNamed:owner:options:]`) and UITableView.h / UICollectionView.h (a
// registered nib makes the cells). The reasons of the traps are the exception reasons apps print
// (Docs/Evidence.md).

/// A nib's view, printing how it is made.
private final class BadgeView: UIView {
    required init?(coder: NSCoder) {
        Log.shared.append("Badge init(coder:)")
        super.init(coder: coder)
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        Log.shared.append("Badge awakeFromNib")
    }
}

/// A nib's table cell.
private final class BookCell: UITableViewCell {
    override func awakeFromNib() {
        super.awakeFromNib()
        Log.shared.append("BookCell awakeFromNib")
    }
}

/// A nib's collection cell.
private final class PhotoCell: UICollectionViewCell {
    override func awakeFromNib() {
        super.awakeFromNib()
        Log.shared.append("PhotoCell awakeFromNib")
    }
}

@Suite(.serialized, .headlessWorld) @MainActor struct UINibTests {
    @Test("a nib's views are all made with init(coder:), then each is sent awakeFromNib, in order")
    func instantiation() {
        let log = Log.start()
        Headless.addNib(named: "Badges", topLevelViews: [BadgeView.self, UIView.self, BadgeView.self])
        let views = UINib(nibName: "Badges", bundle: nil).instantiate(withOwner: nil)
        #expect(views.map { "\(type(of: $0))" } == ["BadgeView", "UIView", "BadgeView"])
        #expect(
            log.take() == [
                "Badge init(coder:)", "Badge init(coder:)", "Badge awakeFromNib", "Badge awakeFromNib",
            ])
        let loaded = Bundle.main.loadNibNamed("Badges", owner: self, options: nil)
        #expect(loaded?.count == 3)
        #expect((loaded?.first as? BadgeView) !== (views.first as? BadgeView))
        #expect(log.take().count == 4)
    }

    @Test("a table view makes a registered nib's cells, with the registered reuse identifier")
    func tableCells() {
        let log = Log.start()
        Headless.addNib(named: "BookCell", topLevelViews: [BookCell.self])
        let table = UITableView()
        table.register(UINib(nibName: "BookCell", bundle: nil), forCellReuseIdentifier: "Book")
        let cell = table.dequeueReusableCell(withIdentifier: "Book")
        #expect(cell is BookCell)
        #expect(cell?.reuseIdentifier == "Book")
        #expect(log.take() == ["BookCell awakeFromNib"])
        table.register(nil as UINib?, forCellReuseIdentifier: "Book")
        #expect(table.dequeueReusableCell(withIdentifier: "Book") == nil)
        Headless.addNib(named: "Header", topLevelViews: [UITableViewHeaderFooterView.self])
        table.register(UINib(nibName: "Header", bundle: nil), forHeaderFooterViewReuseIdentifier: "Section")
        #expect(
            table.dequeueReusableHeaderFooterView(withIdentifier: "Section")?.reuseIdentifier == "Section")
    }

    @Test("a collection view makes a registered nib's cells, with the registered reuse identifier")
    func collectionCells() {
        let log = Log.start()
        Headless.addNib(named: "PhotoCell", topLevelViews: [PhotoCell.self])
        let layout = UICollectionViewFlowLayout()
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collection.register(UINib(nibName: "PhotoCell", bundle: nil), forCellWithReuseIdentifier: "Photo")
        let cell = collection.dequeueReusableCell(
            withReuseIdentifier: "Photo", for: IndexPath(item: 0, section: 0))
        #expect(cell is PhotoCell)
        #expect(cell.reuseIdentifier == "Photo")
        #expect(log.take() == ["PhotoCell awakeFromNib"])
        Headless.addNib(named: "Caption", topLevelViews: [UICollectionReusableView.self])
        collection.register(
            UINib(nibName: "Caption", bundle: nil), forSupplementaryViewOfKind: "caption",
            withReuseIdentifier: "Caption")
        let caption = collection.dequeueReusableSupplementaryView(
            ofKind: "caption", withReuseIdentifier: "Caption", for: IndexPath(item: 0, section: 0))
        #expect(type(of: caption) == UICollectionReusableView.self)
        #expect(caption.reuseIdentifier == "Caption")
    }

    @Test("a nib nobody added stops the program with UIKit's reason and the headless fix")
    func missingNibStops() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = UINib(nibName: "LoginView", bundle: nil).instantiate(withOwner: nil) }
        }
        let output = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(output.contains("Fatal error: Could not load NIB in bundle: 'NSBundle <"))
        #expect(
            output.contains(
                "> (loaded)' with name 'LoginView'. Headlessly a nib exists once a test adds it: call "
                    + "Headless.addNib(named: \"LoginView\", topLevelViews: [...]) first."))
    }

    @Test("a nib made from data cannot be read headlessly: instantiating it stops, naming the fix")
    func dataNibStops() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = UINib(data: Data(), bundle: nil).instantiate(withOwner: nil) }
        }
        let output = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(
            output.contains(
                "Fatal error: A nib made with UINib(data:bundle:) cannot be read headlessly: make it with "
                    + "UINib(nibName:bundle:) and add it with Headless.addNib(named:topLevelViews:)."))
    }

    @Test("a registered nib that is not one cell stops the program with UIKit's reason")
    func invalidCellNibStops() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                Headless.addNib(named: "Row", topLevelViews: [UITableViewCell.self, UIView.self])
                let table = UITableView()
                table.register(UINib(nibName: "Row", bundle: nil), forCellReuseIdentifier: "Row")
                _ = table.dequeueReusableCell(withIdentifier: "Row")
            }
        }
        let output = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(
            output.contains(
                "Fatal error: invalid nib registered for identifier (Row) - nib must contain exactly one top "
                    + "level object which must be a UITableViewCell instance"))
    }
}
