// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

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
        AppLauncher.launch { A() }
    }

    /// Launches an app value the test built, the way a device launches its app, and returns its
    /// window once the app is active.
    ///
    /// The launch is `launch(_:)`'s for a type, except that `App.init()` is not called: the test
    /// made the app first, so it can hand it the model it then inspects (`MyApp(store: store)`).
    ///
    /// - Parameter app: The app to launch.
    /// - Returns: The app's window.
    @discardableResult
    public static func launch<A: App>(_ app: A) -> UIWindow {
        AppLauncher.launch { app }
    }
}
