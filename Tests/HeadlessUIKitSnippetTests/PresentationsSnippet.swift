// ViewLifecycle · HeadlessUIKitSnippetTests

import Testing

/// A list screen with a search controller in its navigation item, a share button and a sort
/// popover, written as device code.
final class SnippetSearchScreen: UIViewController, UISearchResultsUpdating, UISearchControllerDelegate,
    UIPopoverPresentationControllerDelegate
{
    let search = UISearchController(searchResultsController: nil)
    var queries: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        search.searchResultsUpdater = self
        search.delegate = self
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Search"
        navigationItem.searchController = search
        navigationItem.hidesSearchBarWhenScrolling = false
        definesPresentationContext = true
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .action, primaryAction: UIAction { [unowned self] _ in share() })
    }

    func updateSearchResults(for searchController: UISearchController) {
        queries.append(searchController.searchBar.text ?? "")
    }

    func share() {
        let sheet = UIActivityViewController(activityItems: ["A book"], applicationActivities: nil)
        sheet.excludedActivityTypes = [.assignToContact]
        sheet.popoverPresentationController?.barButtonItem = navigationItem.rightBarButtonItem
        sheet.completionWithItemsHandler = { type, completed, _, _ in
            Log.shared.append("shared \(type?.rawValue ?? "nothing") \(completed)")
        }
        present(sheet, animated: true)
    }

    func showSortOptions(from source: UIView) {
        let options = UIAlertController(title: "Sort", message: nil, preferredStyle: .actionSheet)
        options.addAction(
            UIAlertAction(title: "Title", style: .default) { _ in Log.shared.append("by title") })
        options.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        options.popoverPresentationController?.sourceView = source
        present(options, animated: true)
    }

    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        .none
    }
}

// Sources: UIActivityViewController's documentation (present it as a popover on iPad, modally on
// iPhone: its style is .popover, so a popover source is set), UISearchController.h and
// UINavigationItem.h (searchController, hidesSearchBarWhenScrolling).
@Suite(.serialized, .headlessWorld) @MainActor struct PresentationsSnippetTests {
    @Test("a share sheet presents as a popover-style sheet and leaves the list on screen")
    func share() {
        let log = Log.start()
        let list = SnippetSearchScreen()
        let navigation = UINavigationController(rootViewController: list)
        let window = showOnScreen(navigation, log: log)
        #expect(list.navigationItem.searchController === list.search)
        #expect(list.search.searchBar.placeholder == "Search")
        list.share()
        Driver.runUntilIdle()
        let sheet = navigation.presentedViewController as? UIActivityViewController
        #expect(sheet?.modalPresentationStyle == .popover)
        #expect(
            sheet?.popoverPresentationController?.barButtonItem === list.navigationItem.rightBarButtonItem)
        #expect(list.viewIfLoaded?.window != nil)
        sheet?.dismiss(animated: false)
        Driver.runUntilIdle()
        withExtendedLifetime(window) {}
    }

    @Test("an alert with text fields lists them in order, configured when added")
    func alertFields() {
        let alert = UIAlertController(title: "Rename", message: "A new name", preferredStyle: .alert)
        alert.addTextField { field in
            field.placeholder = "Name"
            field.clearButtonMode = .whileEditing
        }
        let rename = UIAlertAction(title: "Rename", style: .default)
        alert.addAction(rename)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.preferredAction = rename
        #expect(alert.textFields?.map(\.placeholder) == ["Name"])
        #expect(alert.preferredAction === rename)
        #expect(alert.actions.map(\.style) == [.default, .cancel])
    }
}
