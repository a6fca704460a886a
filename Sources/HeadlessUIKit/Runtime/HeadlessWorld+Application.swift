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
        let scene = connectedSceneDelegate
        if applicationState == .active {
            scene?.sceneWillResignActive(windowScene)
            center.post(name: UIApplication.willResignActiveNotification, object: application)
            applicationState = .inactive
        }
        applicationState = .background
        scene?.sceneDidEnterBackground(windowScene)
        center.post(name: UIApplication.didEnterBackgroundNotification, object: application)
    }

    /// Brings the app back: enter foreground, then become active, as UIKit does.
    func enterForeground() {
        let center = NotificationCenter.default
        let scene = connectedSceneDelegate
        if applicationState == .background {
            applicationState = .inactive
            scene?.sceneWillEnterForeground(windowScene)
            center.post(name: UIApplication.willEnterForegroundNotification, object: application)
        }
        guard applicationState != .active else { return }
        applicationState = .active
        scene?.sceneDidBecomeActive(windowScene)
        center.post(name: UIApplication.didBecomeActiveNotification, object: application)
    }

    /// The delegate of the window scene when one is connected: it hears the app's moves, each
    /// before the app's notification of it (a guess: no source gives the order of the two).
    private var connectedSceneDelegate: (any UISceneDelegate)? {
        windowScene.isConnected ? windowScene.delegate : nil
    }
}
