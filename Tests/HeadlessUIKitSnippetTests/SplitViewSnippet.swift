// ViewLifecycle · HeadlessUIKitSnippetTests

import Testing

/// A list screen that shows its choice in the split view's secondary column, as a mail-style app
/// written against UIKit's column API does.
final class SnippetInboxScreen: UIViewController {
    var shown: [String] = []

    func open(_ message: String) {
        let detail = SnippetMessageScreen(message: message)
        shown.append(message)
        splitViewController?.setViewController(detail, for: .secondary)
        splitViewController?.show(.secondary)
    }
}

/// The secondary column's screen.
final class SnippetMessageScreen: UIViewController {
    let message: String

    init(message: String) {
        self.message = message
        super.init(nibName: nil, bundle: nil)
        title = message
    }

    required init?(coder: NSCoder) {
        fatalError("not used")
    }
}

/// The app's split view delegate: an iPhone starts at the inbox.
final class SnippetSplitDelegate: NSObject, UISplitViewControllerDelegate {
    var collapses = 0

    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        .primary
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
        collapses += 1
    }
}

// Source: UISplitViewController.h (iOS 17.4 SDK): columns other than .compact are wrapped in
// navigation controllers; collapsed, show(.secondary) pushes the column. On an iPhone the split
// view collapses when it joins its window (commandshift.co.uk/blog/2016/04/11/understanding-split-view-controller).
@Suite(.serialized, .headlessWorld) @MainActor struct SplitViewSnippetTests {
    @Test("on an iPhone the split view starts at the inbox and opening a message pushes it")
    func openMessageOnAnIPhone() {
        _ = Log.start()
        let split = UISplitViewController(style: .doubleColumn)
        let delegate = SnippetSplitDelegate()
        split.delegate = delegate
        let inbox = SnippetInboxScreen()
        split.setViewController(inbox, for: .primary)
        split.setViewController(SnippetMessageScreen(message: "None"), for: .secondary)
        split.preferredDisplayMode = .oneBesideSecondary
        let window = showOnScreen(split, log: .shared)
        #expect(split.isCollapsed)
        #expect(delegate.collapses == 1)
        #expect(inbox.navigationController?.topViewController === inbox)
        inbox.open("Hello")
        Driver.runUntilIdle()
        #expect(inbox.navigationController?.topViewController?.title == "Hello")
        #expect((split.viewController(for: .secondary) as? SnippetMessageScreen)?.message == "Hello")
        withExtendedLifetime(window) {}
    }
}
