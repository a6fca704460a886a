// ViewLifecycle · HeadlessUIKit

/// The methods the app calls on its delegate at launch and as its state changes.
///
/// UIKit's members are `optional`; here each is a requirement with UIKit's default behaviour in an
/// extension. An app with scenes (every SwiftUI app) gets its foreground and background events
/// through its scenes, not these methods: UIKit's documentation ("Managing your app's life
/// cycle") says the app delegate's state methods are not called when scenes are supported, so the
/// headless world calls only the launch methods on a SwiftUI app's delegate.
@MainActor @preconcurrency
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// Tells the delegate that launching has begun but state restoration has not yet occurred.
    ///
    /// - Parameters:
    ///   - application: The app object.
    ///   - launchOptions: Why the app was launched; `nil` for a launch by the user.
    /// - Returns: `false` if the app cannot handle a URL resource or continue a user activity.
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool

    /// Tells the delegate that launching has almost finished and the app is almost ready to run.
    ///
    /// - Parameters:
    ///   - application: The app object.
    ///   - launchOptions: Why the app was launched; `nil` for a launch by the user.
    /// - Returns: `false` if the app cannot handle a URL resource or continue a user activity.
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool

    /// Asks the delegate for the configuration of a scene being connected.
    ///
    /// - Parameters:
    ///   - application: The app object.
    ///   - connectingSceneSession: The session of the scene being connected.
    ///   - options: Why the scene connects.
    /// - Returns: The configuration to make the scene with.
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration

    /// Tells the delegate that the user closed scenes for good.
    ///
    /// - Parameters:
    ///   - application: The app object.
    ///   - sceneSessions: The sessions of the closed scenes.
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)

    /// Tells the delegate that the app has become active.
    ///
    /// - Parameter application: The app object.
    func applicationDidBecomeActive(_ application: UIApplication)

    /// Tells the delegate that the app is about to become inactive.
    ///
    /// - Parameter application: The app object.
    func applicationWillResignActive(_ application: UIApplication)

    /// Tells the delegate that the app is now in the background.
    ///
    /// - Parameter application: The app object.
    func applicationDidEnterBackground(_ application: UIApplication)

    /// Tells the delegate that the app is about to enter the foreground.
    ///
    /// - Parameter application: The app object.
    func applicationWillEnterForeground(_ application: UIApplication)

    /// Tells the delegate when the app is about to terminate.
    ///
    /// - Parameter application: The app object.
    func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
    /// Returns `true`; the method is optional in UIKit.
    ///
    /// - Parameters:
    ///   - application: The app object.
    ///   - launchOptions: Why the app was launched.
    /// - Returns: `true`.
    public func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    /// Returns `true`; the method is optional in UIKit.
    ///
    /// - Parameters:
    ///   - application: The app object.
    ///   - launchOptions: Why the app was launched.
    /// - Returns: `true`.
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    /// The session's own configuration, for its role and with no name: what UIKit takes from the
    /// app's scene manifest when the delegate does not choose.
    ///
    /// - Parameters:
    ///   - application: The app object.
    ///   - connectingSceneSession: The session of the scene being connected.
    ///   - options: Why the scene connects.
    /// - Returns: A configuration for the session's role.
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }

    /// Does nothing; optional in UIKit.
    ///
    /// - Parameters:
    ///   - application: The app object.
    ///   - sceneSessions: The sessions of the closed scenes.
    public func application(
        _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
    ) {}

    /// Does nothing; the method is optional in UIKit.
    ///
    /// - Parameter application: The app object.
    public func applicationDidBecomeActive(_ application: UIApplication) {}

    /// Does nothing; the method is optional in UIKit.
    ///
    /// - Parameter application: The app object.
    public func applicationWillResignActive(_ application: UIApplication) {}

    /// Does nothing; the method is optional in UIKit.
    ///
    /// - Parameter application: The app object.
    public func applicationDidEnterBackground(_ application: UIApplication) {}

    /// Does nothing; the method is optional in UIKit.
    ///
    /// - Parameter application: The app object.
    public func applicationWillEnterForeground(_ application: UIApplication) {}

    /// Does nothing; the method is optional in UIKit.
    ///
    /// - Parameter application: The app object.
    public func applicationWillTerminate(_ application: UIApplication) {}
}
