// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

/// Records the split view delegate's calls into the shared log.
@MainActor
final class SplitDelegate: NSObject, UISplitViewControllerDelegate {
    /// What `topColumnForCollapsingToProposedTopColumn` answers, or `nil` to keep the proposal.
    var topColumn: UISplitViewController.Column?

    func splitViewController(
        _ svc: UISplitViewController,
        topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        Log.shared.append("delegate topColumnForCollapsing(proposed: \(proposedTopColumn))", kind: .other)
        return topColumn ?? proposedTopColumn
    }

    func splitViewController(
        _ svc: UISplitViewController,
        displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode {
        Log.shared.append("delegate displayModeForExpanding(proposed: \(proposedDisplayMode))", kind: .other)
        return proposedDisplayMode
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
        Log.shared.append("delegate didCollapse", kind: .other)
    }

    func splitViewControllerDidExpand(_ svc: UISplitViewController) {
        Log.shared.append("delegate didExpand", kind: .other)
    }

    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
        Log.shared.append("delegate willShow \(column)", kind: .other)
    }

    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
        Log.shared.append("delegate willHide \(column)", kind: .other)
    }
}

// No device log of a column-style split view's appearance callbacks was found (searched: pages,
// issues; "UISplitViewController viewWillAppear collapse log"). What is sourced: a split view
// collapses when it joins a compact-width window and its `isCollapsed` follows the horizontal size
// class (commandshift.co.uk/blog/2016/04/11/understanding-split-view-controller); columns are
// wrapped in navigation controllers and collapse onto the primary's stack (UISplitViewController.h,
// iOS 17.4 SDK: "If the vc is not a UINavigationController, one will be created"; the comment on
// -hideColumn:/-showColumn: for the collapsed pushes and pops). The callback orders below (columns
// leading first; the leaving side's will before the arriving side's) are guesses. On an iPhone a
// split view with a secondary controller starts on it unless the delegate says otherwise
// (blog.sorausagi.org/2020/05/iphoneipad-splitview.html), hence the proposed top column .secondary.
@Suite(.serialized, .headlessWorld) @MainActor struct SplitViewControllerTests {
    private func makeSplit(
        delegate: SplitDelegate? = nil
    ) -> (
        UISplitViewController, LoggingViewController, LoggingViewController
    ) {
        let split = UISplitViewController(style: .doubleColumn)
        split.delegate = delegate
        let primary = LoggingViewController("P")
        let secondary = LoggingViewController("S")
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        return (split, primary, secondary)
    }

    @Test("each column is wrapped in a navigation controller and read back as set")
    func columnsAreWrapped() {
        _ = Log.start()
        let (split, primary, secondary) = makeSplit()
        #expect(split.style == .doubleColumn)
        #expect(split.viewController(for: .primary) === primary)
        #expect(split.viewController(for: .secondary) === secondary)
        #expect(primary.navigationController != nil)
        #expect(primary.navigationController !== secondary.navigationController)
        #expect(primary.splitViewController === split)
        #expect(split.viewController(for: .compact) == nil)
        #expect(!split.isCollapsed)
    }

    @Test("on an iPad in landscape both columns appear side by side, primary first")
    func regularWidthShowsBothColumns() {
        let log = Log.start()
        Headless.reset(screenSize: .iPadLandscape)
        let (split, primary, secondary) = makeSplit()
        _ = showInWindow(split)
        #expect(
            log.takeAnimated().filter { !$0.hasSuffix("toParent:)") } == [
                "P loadView()", "P viewDidLoad()", "P viewWillAppear(false)",
                "S loadView()", "S viewDidLoad()", "S viewWillAppear(false)",
                "P viewIsAppearing(false)", "S viewIsAppearing(false)",
                "P viewDidAppear(false)", "S viewDidAppear(false)",
            ])
        #expect(!split.isCollapsed)
        #expect(split.displayMode == .oneBesideSecondary)
        #expect(split.viewControllers.count == 2)
        #expect(primary.viewIfLoaded?.window != nil)
        #expect(secondary.viewIfLoaded?.window != nil)
    }

    @Test("on an iPhone the split view collapses: the secondary column shows, stacked on the primary")
    func compactWidthCollapsesOntoSecondary() {
        let log = Log.start()
        let delegate = SplitDelegate()
        let (split, primary, secondary) = makeSplit(delegate: delegate)
        _ = showInWindow(split)
        #expect(
            log.takeAnimated().filter { !$0.hasSuffix("toParent:)") } == [
                "delegate topColumnForCollapsing(proposed: secondary)", "delegate didCollapse",
                "S loadView()", "S viewDidLoad()",
                "S viewWillAppear(false)", "S viewIsAppearing(false)", "S viewDidAppear(false)",
            ])
        #expect(split.isCollapsed)
        #expect(split.displayMode == .secondaryOnly)
        #expect(!primary.isViewLoaded)
        #expect(secondary.navigationController === primary.navigationController)
        #expect(primary.navigationController?.viewControllers == [primary, secondary])
        #expect(split.viewControllers.count == 1)
    }

    @Test("collapsed onto the primary, show(.secondary) pushes it and a pop takes it back")
    func collapsedShowAndPop() {
        let log = Log.start()
        let delegate = SplitDelegate()
        delegate.topColumn = .primary
        let (split, primary, secondary) = makeSplit(delegate: delegate)
        _ = showInWindow(split)
        #expect(
            log.takeAnimated().filter { !$0.hasSuffix("toParent:)") } == [
                "delegate topColumnForCollapsing(proposed: secondary)", "delegate didCollapse",
                "P loadView()", "P viewDidLoad()",
                "P viewWillAppear(false)", "P viewIsAppearing(false)", "P viewDidAppear(false)",
            ])
        split.show(.secondary)
        Headless.runUntilIdle()
        #expect(
            log.takeAnimated().filter { !$0.hasSuffix("toParent:)") } == [
                "S loadView()", "S viewDidLoad()",
                "P viewWillDisappear(true)", "S viewWillAppear(true)", "S viewIsAppearing(true)",
                "P viewDidDisappear(true)", "S viewDidAppear(true)",
            ])
        #expect(primary.navigationController?.viewControllers == [primary, secondary])
        primary.navigationController?.popViewController(animated: true)
        Headless.runUntilIdle()
        #expect(
            log.takeAnimated().filter { !$0.hasSuffix("toParent:)") } == [
                "S viewWillDisappear(true)", "P viewWillAppear(true)", "P viewIsAppearing(true)",
                "S viewDidDisappear(true)", "P viewDidAppear(true)",
            ])
        #expect(split.viewController(for: .secondary) === secondary)
    }

    @Test("an iPad window going to half the screen collapses the columns, and back expands them")
    func resizeCollapsesAndExpands() {
        let log = Log.start()
        Headless.reset(screenSize: .iPadLandscape)
        let delegate = SplitDelegate()
        let (split, primary, secondary) = makeSplit(delegate: delegate)
        _ = showOnScreen(split, log: log)
        Headless.setScreenSize(.iPadHalfSplit)
        Headless.runUntilIdle()
        #expect(
            log.takeAnimated().filter { !$0.hasSuffix("toParent:)") } == [
                "delegate topColumnForCollapsing(proposed: secondary)",
                "P viewWillDisappear(false)", "P viewDidDisappear(false)",
                "delegate didCollapse",
            ])
        #expect(split.isCollapsed)
        #expect(primary.navigationController?.viewControllers == [primary, secondary])
        #expect(primary.viewIfLoaded?.window == nil)
        #expect(secondary.viewIfLoaded?.window != nil)

        Headless.setScreenSize(.iPadLandscape)
        Headless.runUntilIdle()
        #expect(
            log.takeAnimated().filter { !$0.hasSuffix("toParent:)") } == [
                "delegate displayModeForExpanding(proposed: oneBesideSecondary)",
                "P viewWillAppear(false)", "P viewIsAppearing(false)", "P viewDidAppear(false)",
                "delegate didExpand",
            ])
        #expect(!split.isCollapsed)
        #expect(primary.navigationController?.viewControllers == [primary])
        #expect(secondary.navigationController?.viewControllers == [secondary])
        #expect(secondary.navigationController !== primary.navigationController)
        #expect(primary.viewIfLoaded?.window != nil)
    }

    @Test("show(.primary) and hide(.primary) change the display mode of an expanded split view")
    func showAndHidePrimary() {
        let log = Log.start()
        Headless.reset(screenSize: .iPad)
        let delegate = SplitDelegate()
        let (split, _, _) = makeSplit(delegate: delegate)
        _ = showOnScreen(split, log: log)
        #expect(split.displayMode == .secondaryOnly)
        split.show(.primary)
        #expect(
            log.takeAnimated().filter { !$0.hasSuffix("toParent:)") } == [
                "delegate willShow primary",
                "P loadView()", "P viewDidLoad()",
                "P viewWillAppear(true)", "P viewIsAppearing(true)", "P viewDidAppear(true)",
            ])
        #expect(split.displayMode == .oneOverSecondary)
        split.hide(.primary)
        #expect(
            log.takeAnimated().filter { !$0.hasSuffix("toParent:)") } == [
                "delegate willHide primary", "P viewWillDisappear(true)", "P viewDidDisappear(true)",
            ])
        #expect(split.displayMode == .secondaryOnly)
    }

    @Test("a split view and its columns are released after the world resets")
    func noLeaks() throws {
        let log = Log.start()
        let references: (Weak<UIViewController>, Weak<UIViewController>, Weak<UIViewController>)
        do {
            let (split, primary, secondary) = makeSplit()
            _ = showOnScreen(split, log: log)
            references = (Weak(split), Weak(primary), Weak(secondary))
        }
        Headless.reset()
        try expectReleased(references.0, references.1, references.2)
    }
}
