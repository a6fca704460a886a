// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Sources as for SplitViewControllerTests: the header's comments on collapsed pushes and pops and
// on the .compact column ("If a vc is set for this column, it will be used when the UISVC is
// collapsed, instead of stacking the vc's for the Primary, Supplementary, and Secondary columns").
// Callback orders are guesses.
@Suite(.serialized, .headlessWorld) @MainActor struct SplitViewColumnsTests {
    private func makeTriple() -> (UISplitViewController, [LoggingViewController]) {
        let split = UISplitViewController(style: .tripleColumn)
        let columns = [LoggingViewController("P"), LoggingViewController("C"), LoggingViewController("S")]
        split.setViewController(columns[0], for: .primary)
        split.setViewController(columns[1], for: .supplementary)
        split.setViewController(columns[2], for: .secondary)
        return (split, columns)
    }

    @Test("three columns on an iPad in landscape; collapsing stacks all three; expanding separates them")
    func tripleCollapseAndExpand() {
        let log = Log.start()
        Headless.reset(screenSize: .iPadLandscape)
        let (split, columns) = makeTriple()
        _ = showOnScreen(split, log: log)
        #expect(split.displayMode == .twoBesideSecondary)
        #expect(split.viewControllers.count == 3)
        Headless.setScreenSize(.iPadSlideOver)
        Headless.runUntilIdle()
        #expect(
            log.takeAnimated().filter { !$0.hasSuffix("toParent:)") } == [
                "P viewWillDisappear(false)", "C viewWillDisappear(false)",
                "P viewDidDisappear(false)", "C viewDidDisappear(false)",
            ])
        #expect(columns[0].navigationController?.viewControllers == columns)
        Headless.setScreenSize(.iPadLandscape)
        Headless.runUntilIdle()
        #expect(
            log.takeAnimated().filter { !$0.hasSuffix("toParent:)") } == [
                "P viewWillAppear(false)", "C viewWillAppear(false)",
                "P viewIsAppearing(false)", "P viewDidAppear(false)",
                "C viewIsAppearing(false)", "C viewDidAppear(false)",
            ])
        #expect(columns[0].navigationController?.viewControllers == [columns[0]])
        #expect(columns[1].navigationController?.viewControllers == [columns[1]])
        #expect(columns[2].navigationController?.viewControllers == [columns[2]])
    }

    @Test("collapsing and expanding move the columns between stacks in column order, in every run")
    func containmentOrder() {
        let log = Log.start()
        Headless.reset(screenSize: .iPadLandscape)
        let (split, _) = makeTriple()
        _ = showOnScreen(split, log: log)
        Headless.setScreenSize(.iPadSlideOver)
        Headless.runUntilIdle()
        let collapsing = log.takeAnimated().filter { $0.hasSuffix("toParent:)") }
        Headless.setScreenSize(.iPadLandscape)
        Headless.runUntilIdle()
        let expanding = log.takeAnimated().filter { $0.hasSuffix("toParent:)") }
        // The secondary column leaves its stack before the supplementary one, then both join the
        // primary's stack (a navigation controller's will-moves come before its did-moves). The
        // order is a guess; that it is the same in every run is the rule: it used to follow a
        // dictionary's order, which changes from one process to the next.
        #expect(
            collapsing == [
                "S willMove(toParent:)", "S didMove(toParent:)", "C willMove(toParent:)",
                "C didMove(toParent:)",
                "C willMove(toParent:)", "S willMove(toParent:)", "C didMove(toParent:)",
                "S didMove(toParent:)",
            ])
        #expect(
            expanding == [
                "S willMove(toParent:)", "S didMove(toParent:)", "C willMove(toParent:)",
                "C didMove(toParent:)",
                "C willMove(toParent:)", "C didMove(toParent:)", "S willMove(toParent:)",
                "S didMove(toParent:)",
            ])
    }

    @Test("a .compact column is shown instead of the stacked columns while collapsed")
    func compactColumn() {
        let log = Log.start()
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(LoggingViewController("P"), for: .primary)
        split.setViewController(LoggingViewController("S"), for: .secondary)
        split.setViewController(LoggingViewController("X"), for: .compact)
        _ = showInWindow(split)
        #expect(
            log.takeAnimated().filter { !$0.hasSuffix("toParent:)") } == [
                "X loadView()", "X viewDidLoad()",
                "X viewWillAppear(false)", "X viewIsAppearing(false)", "X viewDidAppear(false)",
            ])
        #expect(split.isCollapsed)
        #expect(split.viewControllers.first === split.viewController(for: .compact))
    }

    @Test("showDetailViewController replaces the secondary column when expanded and pushes when collapsed")
    func showDetail() {
        let log = Log.start()
        Headless.reset(screenSize: .iPadLandscape)
        let split = UISplitViewController(style: .doubleColumn)
        let primary = LoggingViewController("P")
        split.setViewController(primary, for: .primary)
        split.setViewController(LoggingViewController("S"), for: .secondary)
        _ = showOnScreen(split, log: log)
        primary.showDetailViewController(LoggingViewController("D"), sender: nil)
        #expect(
            log.takeAnimated().filter { !$0.hasSuffix("toParent:)") } == [
                "D loadView()", "D viewDidLoad()", "S viewWillDisappear(false)", "D viewWillAppear(false)",
                "S viewDidDisappear(false)", "D viewIsAppearing(false)", "D viewDidAppear(false)",
            ])
        #expect((split.viewController(for: .secondary) as? LoggingViewController)?.name == "D")
        Headless.setScreenSize(.iPadHalfSplit)
        Headless.runUntilIdle()
        _ = log.take()
        primary.showDetailViewController(LoggingViewController("E"), sender: nil)
        Headless.runUntilIdle()
        #expect(
            log.takeAnimated().filter { !$0.hasSuffix("toParent:)") } == [
                "E loadView()", "E viewDidLoad()",
                "D viewWillDisappear(true)", "E viewWillAppear(true)", "E viewIsAppearing(true)",
                "D viewDidDisappear(true)", "E viewDidAppear(true)",
            ])
        #expect(primary.navigationController?.viewControllers.count == 3)
    }

    @Test("a screen pushed in the secondary column moves with it when collapsing and back when expanding")
    func pushedScreensMoveWithTheirColumn() {
        let log = Log.start()
        Headless.reset(screenSize: .iPadLandscape)
        let split = UISplitViewController(style: .doubleColumn)
        let primary = LoggingViewController("P")
        let secondary = LoggingViewController("S")
        let pushed = LoggingViewController("D")
        split.setViewController(primary, for: .primary)
        split.setViewController(secondary, for: .secondary)
        _ = showOnScreen(split, log: log)
        secondary.navigationController?.pushViewController(pushed, animated: false)
        Headless.runUntilIdle()
        _ = log.take()
        Headless.setScreenSize(.iPadHalfSplit)
        Headless.runUntilIdle()
        #expect(
            log.takeAnimated().filter { !$0.hasSuffix("toParent:)") } == [
                "P viewWillDisappear(false)", "P viewDidDisappear(false)",
            ])
        #expect(primary.navigationController?.viewControllers == [primary, secondary, pushed])
        Headless.setScreenSize(.iPadLandscape)
        Headless.runUntilIdle()
        #expect(
            log.takeAnimated().filter { !$0.hasSuffix("toParent:)") } == [
                "P viewWillAppear(false)", "P viewIsAppearing(false)", "P viewDidAppear(false)",
            ])
        #expect(primary.navigationController?.viewControllers == [primary])
        #expect(secondary.navigationController?.viewControllers == [secondary, pushed])
        #expect(pushed.viewIfLoaded?.window != nil)
    }
}
