// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: traces/05-uikit-present-modally-unwind-home-rotate-yagamo.md (3, 4: Home and return give
// no view-controller callbacks) and traces/20-swiftui-scenephase-and-app-background-foreground.md
// (active -> inactive -> background, background -> inactive -> active). The notification order is
// UIKit's: willResignActive, didEnterBackground; willEnterForeground, didBecomeActive.
@Suite(.serialized, .headlessWorld) @MainActor struct BackgroundForegroundTests {
    private func observeApplication(_ log: Log) -> [any NSObjectProtocol] {
        let names = [
            UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
            UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification,
        ]
        return names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let line = note.name.rawValue
                MainActor.assumeIsolated { Log.shared.append(line) }
            }
        }
    }

    private func stopObserving(_ observers: [any NSObjectProtocol]) {
        observers.forEach(NotificationCenter.default.removeObserver)
    }

    @Test("going to the background posts UIKit's notifications and no appearance callbacks")
    func background() {
        let log = Log.start()
        let nav = UINavigationController(rootViewController: LoggingViewController("A"))
        _ = showOnScreen(nav, log: log)
        let observers = observeApplication(log)
        defer { stopObserving(observers) }

        Headless.enterBackground()
        Headless.runUntilIdle()
        #expect(
            log.take() == [
                UIApplication.willResignActiveNotification.rawValue,
                UIApplication.didEnterBackgroundNotification.rawValue,
            ])
        #expect(UIApplication.shared.applicationState == .background)
    }

    @Test("returning to the foreground posts UIKit's notifications and no appearance callbacks")
    func foreground() {
        let log = Log.start()
        let a = LoggingViewController("A")
        _ = showOnScreen(a, log: log)
        #expect(UIApplication.shared.applicationState == .active)
        Headless.enterBackground()
        Headless.runUntilIdle()
        let observers = observeApplication(log)
        defer { stopObserving(observers) }

        Headless.enterForeground()
        Headless.runUntilIdle()
        #expect(
            log.take() == [
                UIApplication.willEnterForegroundNotification.rawValue,
                UIApplication.didBecomeActiveNotification.rawValue,
            ])
        #expect(UIApplication.shared.applicationState == .active)
    }

    @Test("a visible controller stays appeared across background and foreground")
    func appearanceSurvivesBackground() {
        let log = Log.start()
        let a = LoggingViewController("A")
        let window = showOnScreen(a, log: log)
        Headless.enterBackground()
        Headless.enterForeground()
        Headless.runUntilIdle()
        #expect(log.take() == [])

        // Still appeared: leaving the window is a normal disappearance, not a repeat of one.
        window.rootViewController = UIViewController()
        Headless.runUntilIdle()
        #expect(log.take() == ["A viewWillDisappear(_:)", "A viewDidDisappear(_:)"])
    }
}
