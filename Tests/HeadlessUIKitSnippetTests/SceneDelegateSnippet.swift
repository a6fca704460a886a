// ViewLifecycle · HeadlessUIKitSnippetTests

import Testing

/// The scene delegate of Xcode's iOS app template, which makes and shows the window.
final class SnippetSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var events: [String] = []

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        if let url = connectionOptions.urlContexts.first?.url { events.append("open \(url.absoluteString)") }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: SnippetScreen("Root"))
        self.window = window
        window.makeKeyAndVisible()
    }

    func sceneDidDisconnect(_ scene: UIScene) { events.append("disconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { events.append("active") }
    func sceneWillResignActive(_ scene: UIScene) { events.append("resign") }
    func sceneWillEnterForeground(_ scene: UIScene) { events.append("foreground") }
    func sceneDidEnterBackground(_ scene: UIScene) { events.append("background") }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        events += URLContexts.map { "open \($0.url.absoluteString)" }
    }
}

/// The app delegate of Xcode's iOS app template.
final class SnippetSceneAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    {}
}

// The template's scene API, as apps write it; the headless scene's callbacks are in
// HeadlessUIKitTests/SceneDelegateTests.
@Suite(.serialized, .headlessWorld) @MainActor struct SceneDelegateSnippetTests {
    @Test("a configuration keeps its name and role; the template's delegates are the app's and the scene's")
    func configuration() {
        let configuration = UISceneConfiguration(
            name: "Default Configuration", sessionRole: .windowApplication)
        #expect(configuration.name == "Default Configuration")
        #expect(configuration.role == .windowApplication)
        #expect(configuration.delegateClass == nil)
        configuration.delegateClass = SnippetSceneDelegate.self
        #expect(configuration.delegateClass == SnippetSceneDelegate.self)
        #expect(SnippetSceneDelegate().window == nil)
        #expect(UIScene.ActivationState.foregroundActive.rawValue == 0)
        #expect(UIScene.ActivationState.unattached.rawValue == -1)
        withExtendedLifetime(SnippetSceneAppDelegate()) {}
    }
}
