// ViewLifecycle · HeadlessUIKit

import Foundation

extension Headless {
    /// Connects the app's window scene to `delegate`, as UIKit does at launch for an app that
    /// declares scenes: the app delegate's `application(_:configurationForConnecting:options:)`
    /// chooses the configuration, the scene delegate's `scene(_:willConnectTo:options:)` makes and
    /// shows the window, then, in an app that is active, `sceneWillEnterForeground(_:)` and
    /// `sceneDidBecomeActive(_:)`. The window's root controller appears as any window's does;
    /// `runUntilIdle()` finishes it.
    ///
    /// - Parameters:
    ///   - delegate: The scene's delegate; the scene keeps it, as UIKit's does.
    ///   - urls: The URLs the scene is connected to open, in its connection options.
    /// - Returns: The connected scene.
    @discardableResult
    public static func connectScene(delegate: any UISceneDelegate, urls: [URL] = []) -> UIWindowScene {
        HeadlessJobs.followingVirtualTime {
            HeadlessWorld.shared.connectScene(delegate: delegate, urls: urls)
        }
    }

    /// Disconnects the app's window scene, as when the user closes the app from the app switcher:
    /// an active scene resigns first (`sceneWillResignActive(_:)`), then its delegate hears
    /// `sceneDidDisconnect(_:)`, and the scene lets go of it.
    public static func disconnectScene() {
        HeadlessJobs.followingVirtualTime { HeadlessWorld.shared.disconnectScene() }
    }
}
