// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: the iOS 17.4 SDK's UIKit.swiftinterface declares `UIApplicationDelegate.main()`, which
// `@main` calls; "About the App Launch Sequence" gives the delegate's launch order.
@Suite(.serialized, .headlessWorld) @MainActor struct UIApplicationDelegateMainTests {
    /// A delegate that logs its launch methods and the app's state during each.
    final class LoggingAppDelegate: UIResponder, UIApplicationDelegate {
        func application(
            _ application: UIApplication,
            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            Log.shared.append("willFinish \(application.applicationState.rawValue) \(launchOptions == nil)")
            return true
        }

        func application(
            _ application: UIApplication,
            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
        ) -> Bool {
            Log.shared.append("didFinish \(application.applicationState.rawValue) \(launchOptions == nil)")
            return true
        }
    }

    @Test("main() launches the delegate already set: both launch methods while inactive, then active")
    func mainLaunchesTheSetDelegate() {
        let log = Log.start()
        let delegate = LoggingAppDelegate()
        UIApplication.shared.delegate = delegate
        LoggingAppDelegate.main()
        #expect(log.take() == ["willFinish 1 true", "didFinish 1 true"])
        #expect(UIApplication.shared.applicationState == .active)
        #expect(Headless.consoleMessages == [])
    }

    @Test("main() without a delegate of its type launches the app and says why none was made")
    func mainWithoutDelegate() {
        let log = Log.start()
        LoggingAppDelegate.main()
        #expect(log.take() == [])
        #expect(UIApplication.shared.applicationState == .active)
        #expect(
            Headless.consoleMessages == [
                "HeadlessUIKit: the app launched without its delegate: set UIApplication.shared.delegate to a "
                    + "LoggingAppDelegate first (no Objective-C runtime makes one)"
            ])
    }

    @Test("UIApplicationMain launches the set delegate when the class name is its type's")
    func applicationMainByName() {
        let log = Log.start()
        let delegate = LoggingAppDelegate()
        UIApplication.shared.delegate = delegate
        let name = String(reflecting: LoggingAppDelegate.self)
        let status = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, name)
        #expect(status == 0)
        #expect(log.take() == ["willFinish 1 true", "didFinish 1 true"])
        #expect(UIApplication.shared.applicationState == .active)
    }
}
