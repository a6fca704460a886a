// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

/// A navigation delegate that prints its two calls into the shared log.
final class LoggingNavigationDelegate: NSObject, UINavigationControllerDelegate {
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController,
        animated: Bool
    ) {
        Log.shared.append("delegate willShow \((viewController as? LoggingViewController)?.name ?? "?")")
    }

    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
    ) {
        Log.shared.append("delegate didShow \((viewController as? LoggingViewController)?.name ?? "?")")
    }
}

// Not in a trace. UINavigationControllerDelegate's documentation: willShow is called just before
// the navigation controller displays the controller's view, didShow just after. So willShow
// precedes the incoming viewWillAppear and didShow follows its viewDidAppear; where willShow falls
// against the view loading and the outgoing viewWillDisappear is not documented, so not asserted.
@Suite(.serialized, .headlessWorld) @MainActor struct NavigationDelegateTests {
    private func check(_ lines: [String], incoming: String) throws {
        let willShow = try #require(lines.firstIndex(of: "delegate willShow \(incoming)"))
        let willAppear = try #require(lines.firstIndex(of: "\(incoming) viewWillAppear(_:)"))
        let didAppear = try #require(lines.firstIndex(of: "\(incoming) viewDidAppear(_:)"))
        let didShow = try #require(lines.firstIndex(of: "delegate didShow \(incoming)"))
        #expect(willShow < willAppear)
        #expect(didAppear < didShow)
        #expect(lines.filter { $0.hasPrefix("delegate ") }.count == 2)
    }

    @Test("the delegate's willShow and didShow bracket the pushed controller's appearance")
    func pushDelegate() throws {
        let log = Log.start()
        let delegate = LoggingNavigationDelegate()
        let nav = UINavigationController(rootViewController: LoggingViewController("A"))
        _ = showOnScreen(nav, log: log)
        nav.delegate = delegate
        nav.pushViewController(LoggingViewController("B"), animated: true)
        Headless.runUntilIdle()
        try check(log.take(), incoming: "B")
    }

    @Test("the delegate's willShow and didShow bracket the revealed controller's appearance on pop")
    func popDelegate() throws {
        let log = Log.start()
        let delegate = LoggingNavigationDelegate()
        let nav = UINavigationController(rootViewController: LoggingViewController("A"))
        _ = showOnScreen(nav, log: log)
        nav.pushViewController(LoggingViewController("B"), animated: false)
        Headless.runUntilIdle()
        _ = log.take()
        nav.delegate = delegate
        nav.popViewController(animated: true)
        Headless.runUntilIdle()
        try check(log.take(), incoming: "A")
    }
}
