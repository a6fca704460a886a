// ViewLifecycle · HeadlessUIKit

import Foundation

/// An object told about a scene's life: connection, foreground, activity and background.
///
/// UIKit's members are `optional` Objective-C requirements; here each has UIKit's default in the
/// extension below (`Docs/HeadlessUIKit.md`, "Optional delegate methods without Objective-C").
@MainActor @preconcurrency
public protocol UISceneDelegate: NSObjectProtocol {
    /// Tells the delegate that the scene is being added to the app: the place to make its window.
    ///
    /// - Parameters:
    ///   - scene: The scene.
    ///   - session: Its session.
    ///   - connectionOptions: Why it connects.
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions)

    /// Tells the delegate that the scene was removed from the app.
    ///
    /// - Parameter scene: The scene.
    func sceneDidDisconnect(_ scene: UIScene)

    /// Tells the delegate that the scene became active and receives events.
    ///
    /// - Parameter scene: The scene.
    func sceneDidBecomeActive(_ scene: UIScene)

    /// Tells the delegate that the scene is about to stop receiving events.
    ///
    /// - Parameter scene: The scene.
    func sceneWillResignActive(_ scene: UIScene)

    /// Tells the delegate that the scene is about to run in the foreground.
    ///
    /// - Parameter scene: The scene.
    func sceneWillEnterForeground(_ scene: UIScene)

    /// Tells the delegate that the scene runs in the background.
    ///
    /// - Parameter scene: The scene.
    func sceneDidEnterBackground(_ scene: UIScene)

    /// Asks the delegate to open URLs.
    ///
    /// - Parameters:
    ///   - scene: The scene.
    ///   - URLContexts: The URLs, with how they came.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
    /// Does nothing; optional in UIKit.
    ///
    /// - Parameters:
    ///   - scene: The scene.
    ///   - session: Its session.
    ///   - connectionOptions: Why it connects.
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {}

    /// Does nothing; optional in UIKit.
    ///
    /// - Parameter scene: The scene.
    public func sceneDidDisconnect(_ scene: UIScene) {}

    /// Does nothing; optional in UIKit.
    ///
    /// - Parameter scene: The scene.
    public func sceneDidBecomeActive(_ scene: UIScene) {}

    /// Does nothing; optional in UIKit.
    ///
    /// - Parameter scene: The scene.
    public func sceneWillResignActive(_ scene: UIScene) {}

    /// Does nothing; optional in UIKit.
    ///
    /// - Parameter scene: The scene.
    public func sceneWillEnterForeground(_ scene: UIScene) {}

    /// Does nothing; optional in UIKit.
    ///
    /// - Parameter scene: The scene.
    public func sceneDidEnterBackground(_ scene: UIScene) {}

    /// Does nothing; optional in UIKit.
    ///
    /// - Parameters:
    ///   - scene: The scene.
    ///   - URLContexts: The URLs, with how they came.
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}
