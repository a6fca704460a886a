// ViewLifecycle · HeadlessUIKit

extension HeadlessWorld {
    /// Starts a launch: the app is inactive, as during `application(_:didFinishLaunchingWithOptions:)`
    /// of a launch into the foreground, until `enterForeground()` makes it active.
    package func beginLaunch() {
        applicationState = .inactive
    }

    /// Moves the app to the background: resign active, then enter background, as UIKit does.
    func enterBackground() {
        guard applicationState != .background else { return }
        let center = NotificationCenter.default
        if applicationState == .active {
            center.post(name: UIApplication.willResignActiveNotification, object: application)
            applicationState = .inactive
        }
        applicationState = .background
        center.post(name: UIApplication.didEnterBackgroundNotification, object: application)
    }

    /// Brings the app back: enter foreground, then become active, as UIKit does.
    func enterForeground() {
        let center = NotificationCenter.default
        if applicationState == .background {
            applicationState = .inactive
            center.post(name: UIApplication.willEnterForegroundNotification, object: application)
        }
        guard applicationState != .active else { return }
        applicationState = .active
        center.post(name: UIApplication.didBecomeActiveNotification, object: application)
    }
}
