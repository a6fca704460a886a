// ViewLifecycle · HeadlessSwiftUI

/// Launches an app the way a device does: the one launch sequence behind `App.main()` and the
/// test driver's `Headless.launch(_:)`.
@MainActor
package enum AppLauncher {
    /// Launches the app `makeApp` makes, and returns its window once the app is active.
    ///
    /// The order (Apple's "About the App Launch Sequence" for the delegate; the rest a guess, see
    /// Docs/HeadlessSwiftUI.md): the app is inactive; `makeApp` runs (`App.init()`, or a value the
    /// caller built earlier); each `@UIApplicationDelegateAdaptor`'s delegate is made and becomes
    /// `UIApplication.shared.delegate`; it gets `application(_:willFinishLaunchingWithOptions:)`
    /// then `application(_:didFinishLaunchingWithOptions:)` (launch options `nil`, as for a launch
    /// from the home screen); the first `WindowGroup`'s content becomes the root of a hosting
    /// controller in a window of the app's scene, made key and visible, and appears (`onAppear`)
    /// with `scenePhase` `.inactive`; then the app becomes active (`didBecomeActiveNotification`)
    /// and `scenePhase` moves to `.active`. The run loop is left idle.
    ///
    /// - Parameter makeApp: Makes the app, once the launch has begun.
    /// - Returns: The app's window.
    package static func launch<A: App>(_ makeApp: () -> A) -> UIWindow {
        HeadlessWorld.shared.beginLaunch()
        SwiftUIRuntime.current.setScenePhase(.inactive)
        let instance = makeApp()
        let application = UIApplication.shared
        let boxes = Mirror(reflecting: instance).children.compactMap {
            ($0.value as? any ApplicationDelegateProviding)?.delegateBox
        }
        if let box = boxes.first {
            let delegate = box.delegate
            application.delegate = delegate
            _ = delegate.application(application, willFinishLaunchingWithOptions: nil)
            _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
        }
        let scene = application.connectedScenes.first as? UIWindowScene
        let window =
            scene.map { UIWindow(windowScene: $0) }
            ?? UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UIHostingController(rootView: AppRoot(app: instance))
        window.makeKeyAndVisible()
        Headless.runUntilIdle()
        Headless.enterForeground()
        Headless.runUntilIdle()
        return window
    }
}
