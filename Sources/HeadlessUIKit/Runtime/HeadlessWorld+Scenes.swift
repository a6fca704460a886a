// ViewLifecycle · HeadlessUIKit

import Foundation

extension HeadlessWorld {
    /// Connects the window scene to `delegate` (``Headless/connectScene(delegate:urls:)``).
    func connectScene(delegate: any UISceneDelegate, urls: [URL]) -> UIWindowScene {
        let scene = windowScene
        let openOptions = UIScene.OpenURLOptions(sourceApplication: nil, openInPlace: false)
        let options = UIScene.ConnectionOptions(
            urlContexts: Set(urls.map { UIOpenURLContext(url: $0, options: openOptions) }))
        let session = scene.session
        if let appDelegate = application.delegate {
            session.configuration = appDelegate.application(
                application, configurationForConnecting: session, options: options)
        }
        session.scene = scene
        scene.delegate = delegate
        scene.isConnected = true
        delegate.scene(scene, willConnectTo: session, options: options)
        guard applicationState != .background else { return scene }
        delegate.sceneWillEnterForeground(scene)
        if applicationState == .active { delegate.sceneDidBecomeActive(scene) }
        return scene
    }

    /// Disconnects the window scene (``Headless/disconnectScene()``).
    func disconnectScene() {
        let scene = windowScene
        guard scene.isConnected, let delegate = scene.delegate else { return }
        if applicationState == .active { delegate.sceneWillResignActive(scene) }
        delegate.sceneDidDisconnect(scene)
        scene.isConnected = false
        scene.session.scene = nil
        scene.delegate = nil
    }
}
