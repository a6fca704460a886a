// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

/// A delegate that answers the popover's adaptation with a fixed style.
private final class AdaptingDelegate: NSObject, UIPopoverPresentationControllerDelegate {
    let style: UIModalPresentationStyle

    init(_ style: UIModalPresentationStyle) {
        self.style = style
    }

    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        Log.shared.append("prepareForPopoverPresentation")
    }

    func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
        Log.shared.append("adapt \(traitCollection.horizontalSizeClass == .compact ? "compact" : "regular")")
        return style
    }
}

/// A search screen's collaborators, logging what UIKit tells them.
private final class SearchLog: NSObject, UISearchResultsUpdating, UISearchControllerDelegate,
    UISearchBarDelegate
{
    func updateSearchResults(for searchController: UISearchController) {
        Log.shared.append(
            "update \"\(searchController.searchBar.text ?? "")\" active \(searchController.isActive)")
    }

    func willPresentSearchController(_ searchController: UISearchController) {
        Log.shared.append("willPresentSearchController")
    }

    func didPresentSearchController(_ searchController: UISearchController) {
        Log.shared.append("didPresentSearchController")
    }

    func willDismissSearchController(_ searchController: UISearchController) {
        Log.shared.append("willDismissSearchController")
    }

    func didDismissSearchController(_ searchController: UISearchController) {
        Log.shared.append("didDismissSearchController")
    }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        Log.shared.append("textDidChange \(searchText)")
    }

    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
        Log.shared.append("cancel clicked")
    }
}

// Sources: an alert keeps the presenter on screen, like .overFullScreen, whose dismissal gives
// the presenter no viewWillAppear (regularberry.github.io/2019/02/22/why-isnt-viewwillappear-
// getting-called.html, a table of presentation styles; no printed device log of an alert was
// found, so the alert's own order is the runtime's). Popovers: UIPopoverPresentationController
// and UIAdaptivePresentationControllerDelegate documentation (the delegate decides the adapted
// style in compact width; .none keeps the popover). The share sheet's handler after the
// dismissal, and the search controller's order, are guesses: no log was found.
@Suite(.serialized, .headlessWorld) @MainActor struct UIKitPresentationTests {
    @Test("an action sheet's action, tapped by title: presenter silent, handler after the dismissal")
    func actionSheet() throws {
        let log = Log.start()
        let presenter = LoggingViewController("A", lines: .appearanceByName)
        _ = showOnScreen(presenter, log: log)
        let sheet = UIAlertController(title: "Photo", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(
            UIAlertAction(title: "Take Photo", style: .default) { _ in Log.shared.append("take") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        presenter.present(sheet, animated: true)
        Headless.runUntilIdle()
        #expect(
            throws: Headless.ControlError(
                "The alert \"Photo\" has no action \"Library\". Actions: \"Take Photo\", \"Cancel\".")
        ) { try Headless.tapAlertAction("Library") }
        #expect(
            throws: Headless.ControlError(
                "An alert \"Photo\" covers the screen; tap one of its actions with "
                    + "Headless.tapAlertAction(_:): \"Take Photo\", \"Cancel\".")
        ) { try Headless.tapControl("Save") }
        try Headless.tapAlertAction("Take Photo")
        #expect(log.take() == ["take"])
        #expect(presenter.presentedViewController == nil)
    }

    @Test("an alert's text fields take typing; the handler reads them")
    func alertTextFields() throws {
        let log = Log.start()
        let presenter = UIViewController()
        _ = showOnScreen(presenter, log: log)
        let alert = UIAlertController(title: "Sign In", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "User" }
        alert.addTextField {
            $0.placeholder = "Password"
            $0.isSecureTextEntry = true
        }
        alert.addAction(
            UIAlertAction(title: "OK", style: .default) { [unowned alert] _ in
                let texts = alert.textFields?.map { $0.text ?? "" } ?? []
                Log.shared.append("ok \(texts)")
            })
        presenter.present(alert, animated: true)
        Headless.runUntilIdle()
        try Headless.typeIntoAlert("ann", field: "User")
        try Headless.typeIntoAlert("pw", field: "Password")
        #expect(throws: Headless.ControlError.self) { try Headless.typeIntoAlert("x") }
        try Headless.tapAlertAction("OK")
        #expect(log.take() == ["ok [\"ann\", \"pw\"]"])
    }

    @Test("a popover in compact width adapts to a sheet: the presenter hears nothing")
    func popoverAdaptsToSheet() {
        let log = Log.start()
        let presenter = LoggingViewController("A", lines: .appearanceByName)
        _ = showOnScreen(presenter, log: log)
        let popover = LoggingViewController("P", lines: .appearanceByName)
        popover.modalPresentationStyle = .popover
        popover.popoverPresentationController?.sourceView = presenter.view
        #expect(popover.popoverPresentationController?.adaptivePresentationStyle == .formSheet)
        presenter.present(popover, animated: true)
        Headless.runUntilIdle()
        #expect(log.take() == ["P viewWillAppear", "P viewDidAppear"])
        #expect(UIViewController().popoverPresentationController == nil)
    }

    @Test(
        "a popover delegate's adaptation decides whether the presenter leaves the screen",
        arguments: [
            (
                UIModalPresentationStyle.fullScreen,
                ["A viewWillDisappear", "P viewWillAppear", "P viewDidAppear", "A viewDidDisappear"]
            ),
            (UIModalPresentationStyle.none, ["P viewWillAppear", "P viewDidAppear"]),
        ])
    func popoverDelegate(style: UIModalPresentationStyle, expected: [String]) {
        let log = Log.start()
        let presenter = LoggingViewController("A", lines: .appearanceByName)
        _ = showOnScreen(presenter, log: log)
        let popover = LoggingViewController("P", lines: .appearanceByName)
        popover.modalPresentationStyle = .popover
        let delegate = AdaptingDelegate(style)
        popover.popoverPresentationController?.delegate = delegate
        popover.popoverPresentationController?.barButtonItem = UIBarButtonItem(systemItem: .action)
        presenter.present(popover, animated: true)
        Headless.runUntilIdle()
        #expect(log.take() == ["prepareForPopoverPresentation", "adapt compact"] + expected)
        withExtendedLifetime(delegate) {}
    }

    @Test("the share sheet is a popover-style sheet; the user's choice runs the handler after it leaves")
    func shareSheet() throws {
        let log = Log.start()
        let presenter = LoggingViewController("A", lines: .appearanceByName)
        _ = showOnScreen(presenter, log: log)
        let share = UIActivityViewController(activityItems: ["hello"], applicationActivities: nil)
        share.excludedActivityTypes = [.print]
        share.completionWithItemsHandler = { type, completed, _, _ in
            Log.shared.append(
                "done \(type?.rawValue ?? "cancelled") \(completed) presented \(presenter.presentedViewController != nil)"
            )
        }
        #expect(share.modalPresentationStyle == .popover)
        presenter.present(share, animated: true)
        Headless.runUntilIdle()
        #expect(throws: Headless.ControlError("The share sheet excludes \"com.apple.UIKit.activity.Print\"."))
        {
            try Headless.completeActivity(.print, completed: true)
        }
        try Headless.completeActivity(.copyToPasteboard, completed: true)
        #expect(log.take() == ["done com.apple.UIKit.activity.CopyToPasteboard true presented false"])
        presenter.present(share, animated: true)
        Headless.runUntilIdle()
        try Headless.completeActivity(nil, completed: false)
        #expect(log.take() == ["done cancelled false presented false"])
    }

    @Test("typing a search activates it, shows the results controller, and cancelling reverses it")
    func search() throws {
        let log = Log.start()
        let list = LoggingViewController("List", lines: .appearanceByName)
        let results = LoggingViewController("Results", lines: .appearanceByName)
        let search = UISearchController(searchResultsController: results)
        let collaborators = SearchLog()
        search.searchResultsUpdater = collaborators
        search.delegate = collaborators
        search.searchBar.delegate = collaborators
        list.navigationItem.searchController = search
        let navigation = UINavigationController(rootViewController: list)
        _ = showOnScreen(navigation, log: log)
        #expect(results.parent === search)
        try Headless.typeSearch("ab")
        #expect(
            log.take() == [
                "willPresentSearchController", "update \"\" active true", "didPresentSearchController",
                "textDidChange a", "Results viewWillAppear", "Results viewDidAppear",
                "update \"a\" active true",
                "textDidChange ab", "update \"ab\" active true",
            ])
        #expect(search.isActive)
        #expect(navigation.presentedViewController === search)
        try Headless.cancelSearch()
        #expect(
            log.take() == [
                "cancel clicked", "willDismissSearchController", "Results viewWillDisappear",
                "Results viewDidDisappear", "update \"\" active false", "didDismissSearchController",
            ])
        #expect(!search.isActive)
        #expect(navigation.presentedViewController == nil)
        #expect(throws: Headless.ControlError("The search is not active.")) { try Headless.cancelSearch() }
        withExtendedLifetime(collaborators) {}
    }

    @Test("a finished share sheet, a cancelled search and its screen are released")
    func released() throws {
        let log = Log.start()
        let window = showInWindow(UIViewController())
        let sheet: Weak<UIActivityViewController>
        let search: Weak<UISearchController>
        let results: Weak<LoggingViewController>
        do {
            let list = UIViewController()
            let madeSearch = UISearchController(searchResultsController: LoggingViewController("Results"))
            search = Weak(madeSearch)
            results = Weak(madeSearch.searchResultsController as! LoggingViewController)
            list.navigationItem.searchController = madeSearch
            window.rootViewController = UINavigationController(rootViewController: list)
            Headless.runUntilIdle()
            try Headless.typeSearch("x")
            try Headless.cancelSearch()
            let madeSheet = UIActivityViewController(activityItems: [], applicationActivities: nil)
            sheet = Weak(madeSheet)
            list.present(madeSheet, animated: true)
            Headless.runUntilIdle()
            try Headless.completeActivity(nil, completed: false)
            window.rootViewController = UIViewController()
            Headless.runUntilIdle()
        }
        _ = log.take()
        try expectReleased(sheet)
        try expectReleased(search)
        try expectReleased(results)
    }
}
