// ViewLifecycle · ViewLifecycleInternalTests
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import HeadlessTestSupport
    import Testing

    @testable import ViewLifecycle

    /// A screen whose root view holds a bridge, as a hosting controller holds the bridge of a
    /// tracked view: the bridge is its child, so UIKit forwards appearance to it.
    @MainActor private final class ScreenWithBridge: UIViewController {
        let bridge: LifecycleBridgeController

        init(_ name: String, log: @escaping (String) -> Void) {
            let handlers = LifecycleHandlers(every: { event, context in
                var words = [name, "\(event)".prefix { $0 != "(" }.description]
                if context.isInteractive { words.append("interactive") }
                if context.isCancellationReversal { words.append("reversal") }
                if let reason = context.disappearanceReason { words.append("\(reason)") }
                log(words.joined(separator: " "))
            })
            bridge = LifecycleBridgeController(relay: LifecycleRelay(handlers: handlers))
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            addChild(bridge)
            view.addSubview(bridge.view)
            bridge.didMove(toParent: self)
        }
    }

    // HeadlessUIKit's navigation follows traces/03 (push/pop order) and traces/19 (swipe back); these
    // tests check what the bridge makes of those callbacks, not UIKit's order itself.
    extension ModifierInternalTests {
        @MainActor
        struct LifecycleBridgeControllerTests {
            private final class Lines {
                var all: [String] = []
                func take() -> [String] {
                    defer { all.removeAll() }
                    return all
                }
            }

            private func navigation(_ lines: Lines) -> (UINavigationController, UIWindow) {
                Headless.reset()
                let root = ScreenWithBridge("A") { lines.all.append($0) }
                let navigation = UINavigationController(rootViewController: root)
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
                window.rootViewController = navigation
                window.makeKeyAndVisible()
                Headless.runUntilIdle()
                return (navigation, window)
            }

            @Test(
                "a tab switch covers the old tab without making the tab bar controller's More navigation controller"
            )
            func tabSwitchMakesNoMoreController() {
                Headless.reset()
                let lines = Lines()
                let tabs = UITabBarController()
                tabs.viewControllers = [
                    ScreenWithBridge("A") { lines.all.append($0) },
                    ScreenWithBridge("B") { lines.all.append($0) },
                ]
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
                window.rootViewController = tabs
                window.makeKeyAndVisible()
                Headless.runUntilIdle()
                _ = lines.take()
                tabs.selectedIndex = 1
                Headless.runUntilIdle()
                #expect(
                    lines.take().filter { $0.hasPrefix("A") } == [
                        "A willDisappear covered", "A didDisappear covered",
                    ])
                // The reason is read for disappearances only, and a listed tab is never the More
                // controller, so the lazily made one is not touched.
                #expect(!Headless.trace.contains { $0.typeName == "HeadlessUIKit.UINavigationController" })
                _ = window
            }

            @Test("push covers the root, pop removes the pushed screen, each bridge reporting its own")
            func pushAndPop() {
                let lines = Lines()
                let (navigation, window) = navigation(lines)
                #expect(lines.take() == ["A load", "A willAppear", "A isAppearing", "A didAppear"])

                navigation.pushViewController(ScreenWithBridge("B") { lines.all.append($0) }, animated: true)
                Headless.runUntilIdle()
                #expect(
                    lines.take() == [
                        "B load", "A willDisappear covered", "B willAppear", "B isAppearing",
                        "A didDisappear covered", "B didAppear",
                    ])

                navigation.popViewController(animated: true)
                Headless.runUntilIdle()
                #expect(
                    lines.take() == [
                        "B willDisappear removed", "A willAppear", "A isAppearing", "B didDisappear removed",
                        "A didAppear",
                    ])
                _ = window
            }

            @Test("a swipe back, cancelled then finished: reversal and interactive marked on each side")
            func interactivePop() {
                let lines = Lines()
                let (navigation, window) = navigation(lines)
                navigation.pushViewController(ScreenWithBridge("B") { lines.all.append($0) }, animated: false)
                Headless.runUntilIdle()
                _ = lines.take()

                let swipe = Headless.beginInteractivePop(navigation)
                #expect(
                    lines.take() == [
                        "B willDisappear interactive removed", "A willAppear interactive",
                        "A isAppearing interactive",
                    ])
                swipe.cancel()
                Headless.runUntilIdle()
                #expect(
                    lines.take() == [
                        "A willDisappear interactive reversal covered",
                        "A didDisappear interactive reversal covered",
                        "B willAppear interactive reversal", "B isAppearing interactive reversal",
                        "B didAppear interactive reversal",
                    ])

                let second = Headless.beginInteractivePop(navigation)
                second.finish()
                Headless.runUntilIdle()
                #expect(
                    lines.take() == [
                        "B willDisappear interactive removed", "A willAppear interactive",
                        "A isAppearing interactive",
                        "B didDisappear interactive removed", "A didAppear interactive",
                    ])
                _ = window
            }

            @Test("a popped screen's bridge and relay are freed with it")
            func bridgeIsFreed() throws {
                let lines = Lines()
                let (navigation, window) = navigation(lines)
                weak var bridge: LifecycleBridgeController?
                weak var relay: LifecycleRelay?
                do {
                    let screen = ScreenWithBridge("B") { lines.all.append($0) }
                    bridge = screen.bridge
                    relay = screen.bridge.relay
                    navigation.pushViewController(screen, animated: true)
                }
                Headless.runUntilIdle()
                #expect(bridge != nil)
                navigation.popViewController(animated: true)
                Headless.runUntilIdle()
                #expect(bridge == nil)
                #expect(relay == nil)
                _ = window
            }
        }
    }

#endif
