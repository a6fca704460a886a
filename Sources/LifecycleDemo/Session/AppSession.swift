// ViewLifecycle · LifecycleDemo
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import HeadlessSwiftUI
    import HeadlessTesting
    import Seed000Sample

    /// The app session `lifecycle demo` shows: a `TabView` whose first tab is a `NavigationStack`,
    /// a push, a swipe back cancelled then finished, a `.sheet` swiped down (cancelled, then for
    /// real), seed 000's `SampleView` in the second tab, a trip to the background, and a Gallery
    /// with the same card on a page of a page-style `TabView` and in a `List` row, each taken away
    /// and brought back, all in HeadlessUIKit's virtual time. SwiftUI builds the tab bar, the navigation controller and the
    /// sheet from UIKit controllers, as it does on iOS 16-18, so the UIKit column shows theirs.
    @MainActor
    enum AppSession {
        /// Runs the session in a world of its own, following `profile` (`demo --ios`), and returns
        /// its steps.
        ///
        /// - Parameter profile: The iOS version to behave as.
        static func run(profile: Headless.Profile = .latest) -> [SessionStep] {
            // Seed 000's controller prints each callback; the UIKit column shows them from the trace.
            let seedConsole = Seed000Console.write
            Seed000Console.write = { _ in }
            defer { Seed000Console.write = seedConsole }
            return DemoWorld.run(profile: profile, script)
        }

        private static func script() -> [SessionStep] {
            let log = SessionLog(model: SessionModel())
            let cast = SessionCast()
            var recorder = SessionRecorder(log: log, cast: cast)

            let root = UIHostingController(rootView: SessionApp(log: log))
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            var navigation: UINavigationController?

            recorder.step("launch: a TabView, Inbox in a NavigationStack selected") {
                window.rootViewController = root
                window.makeKeyAndVisible()
                Headless.runUntilIdle()
                let tabs = root.children.first as? UITabBarController
                if let settings = tabs?.viewControllers?.last { cast.host(settings, "Settings") }
                navigation = tabs?.viewControllers?.first?.children.first as? UINavigationController
                if let inbox = navigation?.viewControllers.first { cast.host(inbox, "Inbox") }
            }
            recorder.step(
                "a message arrives: unread 0 -> 1, and Inbox shows a banner",
                note:
                    "Inbox's body ran again: ViewLifecycle's bridge took its new closures, seed 001's coordinators kept theirs"
            ) {
                cast.nest("Banner", in: "Inbox")
                log.model.unread = 1
            }
            recorder.step(
                "close the banner: it leaves while on screen",
                note:
                    "ViewLifecycle ends the banner when SwiftUI dismantles it; UIKit's callbacks come after and are dropped"
            ) {
                log.model.bannerClosed = true
            }
            recorder.step("tap \"Open message\": NavigationStack pushes Message") {
                Headless.tapNavigationLink("Open message")
                Headless.runUntilIdle()
                if let top = navigation?.viewControllers.last { cast.host(top, "Message") }
            }
            recorder.step("swipe back from Message, cancelled at 30%") {
                guard let navigation else { return }
                let swipe = Headless.beginInteractivePop(navigation)
                swipe.update(0.3)
                swipe.cancel()
            }
            recorder.step("swipe back from Message, finished at 70%") {
                guard let navigation else { return }
                let swipe = Headless.beginInteractivePop(navigation)
                swipe.update(0.7)
                swipe.finish()
            }
            weak var compose: UIViewController?
            recorder.step("tap \"Compose\": a sheet comes up") {
                log.model.composing = true
                Headless.runUntilIdle()
                if let sheet = root.presentedViewController {
                    cast.host(sheet, "Compose")
                    compose = sheet
                }
            }
            recorder.step("swipe Compose down, cancelled") {
                guard let compose else { return }
                let swipe = Headless.beginInteractiveDismissal(compose)
                swipe.update(0.2)
                swipe.cancel()
            }
            recorder.step("swipe Compose down, finished") {
                guard let compose else { return }
                let swipe = Headless.beginInteractiveDismissal(compose)
                swipe.update(0.6)
                swipe.finish()
            }
            recorder.step("tap the Settings tab: seed 000's SampleView appears") {
                Headless.tapTab("Settings")
            }
            recorder.step("the app goes to the background") {
                Headless.enterBackground()
            }
            recorder.step("the app comes back to the foreground") {
                Headless.enterForeground()
            }
            recorder.step("tap the Inbox tab") {
                Headless.tapTab("Inbox")
            }
            recorder.step(
                "tap \"Open gallery\": the same card on a page of a page-style TabView and in a List row",
                note:
                    "UIKit never forwards to the page's hidden controllers (FB12795690): seed 001 is silent there, ViewLifecycle speaks from SwiftUI's side"
            ) {
                Headless.tapNavigationLink("Open gallery")
                Headless.runUntilIdle()
                if let gallery = navigation?.viewControllers.last {
                    cast.host(gallery, "Gallery")
                    cast.nest("Row card", in: "Gallery")
                }
            }
            recorder.step(
                "swipe two pages on and two back: the page card leaves and returns",
                note: "seed 001 hears nothing; ViewLifecycle follows SwiftUI's onDisappear and onAppear"
            ) {
                try? Headless.swipePage(.forward)
                try? Headless.swipePage(.forward)
                try? Headless.swipePage(.reverse)
                try? Headless.swipePage(.reverse)
            }
            recorder.step(
                "scroll the List away and back: the row card leaves and returns",
                note:
                    "UIKit keeps the row's hidden controllers on screen and says nothing; SwiftUI's side speaks"
            ) {
                try? Headless.scroll(by: 1_500)
                try? Headless.scroll(to: .top)
            }
            withExtendedLifetime(window) {}
            return recorder.steps
        }
    }

#endif
