// ViewLifecycle · HeadlessSwiftUI

extension Headless {
    /// Launches an app the way a device does, and returns its window once the app is active.
    ///
    /// The order (Apple's "About the App Launch Sequence" for the delegate; the rest a guess, see
    /// "Orders no source settles" in HeadlessSwiftUI's article on container delivery): the app is
    /// inactive; `App.init()` runs; each
    /// `@UIApplicationDelegateAdaptor`'s delegate is made and becomes `UIApplication.shared.delegate`;
    /// it gets `application(_:willFinishLaunchingWithOptions:)` then
    /// `application(_:didFinishLaunchingWithOptions:)` (launch options `nil`, as for a launch from
    /// the home screen); the first `WindowGroup`'s content becomes the root of a hosting controller
    /// in a window of the app's scene, made key and visible, and appears (`onAppear`) with
    /// `scenePhase` `.inactive`; then the app becomes active (`didBecomeActiveNotification`) and
    /// `scenePhase` moves to `.active`. The run loop is left idle.
    ///
    /// - Parameter app: The app's type.
    /// - Returns: The app's window.
    @discardableResult
    public static func launch<A: App>(_ app: A.Type) -> UIWindow {
        HeadlessWorld.shared.beginLaunch()
        SwiftUIRuntime.current.setScenePhase(.inactive)
        let instance = A()
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
        runUntilIdle()
        enterForeground()
        runUntilIdle()
        return window
    }
}
