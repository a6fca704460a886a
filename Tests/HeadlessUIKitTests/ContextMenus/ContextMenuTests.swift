// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Sources: UIContextMenuInteraction.h (the delegate gives the configuration at the press's
// location; willDisplayMenuForConfiguration and willEndForConfiguration bracket the menu),
// UITableView.h and UICollectionView.h (the row and item forms; iOS 16's multi-item method
// stands in for iOS 13's single-item one, which UIKit still asks when only it is implemented).
// The end of the menu coming before the chosen action runs is a guess (Docs/Evidence.md).
@Suite(.serialized, .headlessWorld) @MainActor struct ContextMenuTests {
    final class Photo: UIViewController, UIContextMenuInteractionDelegate {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addInteraction(UIContextMenuInteraction(delegate: self))
        }

        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
        ) -> UIContextMenuConfiguration? {
            Log.shared.append("menu at \(location.x), \(location.y)")
            return UIContextMenuConfiguration(actionProvider: { _ in
                UIMenu(children: [
                    UIAction(title: "Copy") { _ in Log.shared.append("copy") },
                    UIMenu(
                        title: "Share", children: [UIAction(title: "Mail") { _ in Log.shared.append("mail") }]
                    ),
                    UIAction(title: "Delete", attributes: [.destructive, .disabled]) { _ in },
                ])
            })
        }

        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction,
            willDisplayMenuFor configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) { Log.shared.append("will display") }

        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) { Log.shared.append("will end") }
    }

    final class Inbox: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

        override func tableView(
            _ tableView: UITableView, cellForRowAt indexPath: IndexPath
        ) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }

        override func tableView(
            _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
        ) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(actionProvider: { _ in
                UIMenu(children: [
                    UIAction(title: "Archive") { _ in Log.shared.append("archive \(indexPath.row)") }
                ])
            })
        }

        override func tableView(
            _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) { Log.shared.append("row menu ends") }
    }

    final class Grid: UICollectionViewController {
        override func collectionView(
            _ collectionView: UICollectionView, numberOfItemsInSection section: Int
        ) -> Int {
            4
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        }

        override func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }

        // Only the iOS 13 single-item method, as apps written before iOS 16 have it.
        override func collectionView(
            _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
            point: CGPoint
        ) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(actionProvider: { _ in
                UIMenu(children: [UIAction(title: "Pin") { _ in Log.shared.append("pin \(indexPath.item)") }])
            })
        }
    }

    @Test("a view's context menu: asked at the press, shown, ended, then the item's action runs")
    func interaction() throws {
        let log = Log.start()
        let photo = Photo()
        let window = showOnScreen(photo, log: log)
        try Headless.chooseContextMenuItem("Mail", on: photo.view, at: CGPoint(x: 10, y: 20))
        #expect(log.take() == ["menu at 10.0, 20.0", "will display", "will end", "mail"])
        #expect(
            throws: Headless.ControlError(
                "The context menu of UIView has no item \"Paste\". Items: \"Copy\", \"Mail\", \"Delete\".")
        ) { try Headless.chooseContextMenuItem("Paste", on: photo.view) }
        #expect(throws: Headless.ControlError("The context menu item \"Delete\" is disabled.")) {
            try Headless.chooseContextMenuItem("Delete", on: photo.view)
        }
        #expect(
            throws: Headless.ControlError(
                "UIView has no UIContextMenuInteraction: add one with addInteraction(_:).")
        ) { try Headless.chooseContextMenuItem("Copy", on: UIView()) }
        withExtendedLifetime(window) {}
    }

    @Test("a row's and an item's context menus come from their delegates")
    func rowsAndItems() throws {
        let log = Log.start()
        let inbox = Inbox(style: .plain)
        let window = showOnScreen(inbox, log: log)
        try Headless.chooseContextMenuItem(
            "Archive", forRowAt: IndexPath(row: 2, section: 0), in: inbox.tableView)
        #expect(log.take() == ["row menu ends", "archive 2"])
        let grid = Grid(collectionViewLayout: UICollectionViewFlowLayout())
        window.rootViewController = grid
        Headless.runUntilIdle()
        _ = log.take()
        try Headless.chooseContextMenuItem(
            "Pin", forItemAt: IndexPath(item: 1, section: 0), in: grid.collectionView)
        #expect(log.take() == ["pin 1"])
    }
}
