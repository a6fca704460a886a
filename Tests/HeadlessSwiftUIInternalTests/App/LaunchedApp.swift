// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport

@testable import HeadlessSwiftUI

/// An app delegate that logs its making and its launch callbacks with the app's state.
final class LaunchDelegate: NSObject, UIApplicationDelegate {
    override init() {
        super.init()
        log("AppDelegate init")
    }

    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        log("willFinishLaunching \(application.applicationState == .inactive ? "inactive" : "not inactive")")
        return true
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        log("didFinishLaunching \(application.applicationState == .inactive ? "inactive" : "not inactive")")
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        log("applicationDidBecomeActive")
    }
}

extension LaunchDelegate: HeadlessInitializable {}

/// The root view of `LaunchedApp`: the phase it sees, and its appearance.
struct LaunchRoot: View {
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        Text("Phase \(String(describing: scenePhase))")
            .onAppear { log("root onAppear") }
            .onChange(of: scenePhase) { old, new in log("root \(old) -> \(new)") }
    }
}

/// An app with a delegate adaptor, a scene phase read by the app and by its root, and state.
struct LaunchedApp: App {
    @UIApplicationDelegateAdaptor(LaunchDelegate.self) var delegate
    @Environment(\.scenePhase) private var scenePhase

    init() {
        log("App init")
    }

    var body: some Scene {
        let _ = log("App body \(scenePhase)")
        WindowGroup {
            LaunchRoot()
        }
        .onChange(of: scenePhase) { old, new in log("scene \(old) -> \(new)") }
    }
}
