// ViewLifecycle · HeadlessUIKit

/// Runs the app: launches it with its delegate and drains the run loop.
///
/// UIKit makes the delegate from `delegateClassName` through the Objective-C runtime, which Linux
/// lacks, so headlessly the delegate is the object already set as `UIApplication.shared`'s
/// delegate, if its type has that name (as `NSStringFromClass` or `String(describing:)` spells it):
/// it hears `application(_:willFinishLaunchingWithOptions:)` and
/// `application(_:didFinishLaunchingWithOptions:)` (launch options `nil`), then the app becomes
/// active. Without one the app still launches and the console says the delegate was not made.
/// Unlike UIKit's, the function returns (0) once the run loop is idle.
///
/// - Parameters:
///   - argc: The number of command-line arguments.
///   - argv: The command-line arguments.
///   - principalClassName: The application class's name; `nil` for `UIApplication`.
///   - delegateClassName: The app delegate's class name.
/// - Returns: 0.
///
/// Not isolated, as UIKit declares it; it must run on the main thread, as UIKit's must.
public func UIApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ principalClassName: String?,
    _ delegateClassName: String?
) -> Int32 {
    let name = delegateClassName ?? "nil"
    MainActor.assumeIsolated {
        HeadlessApplicationMain.run(delegateName: name) { delegate in
            let type = Swift.type(of: delegate)
            return String(reflecting: type) == name || String(describing: type) == name
        }
    }
    return 0
}

/// The launch behind `UIApplicationMain` and `@main`.
@MainActor
enum HeadlessApplicationMain {
    /// Launches the app with the set delegate when `isTheDelegate` accepts it.
    static func run(delegateName: String, isTheDelegate: (any UIApplicationDelegate) -> Bool) {
        let world = HeadlessWorld.shared
        let application = UIApplication.shared
        world.beginLaunch()
        if let delegate = application.delegate, isTheDelegate(delegate) {
            _ = delegate.application(application, willFinishLaunchingWithOptions: nil)
            _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
        } else {
            world.console.write(
                "HeadlessUIKit: the app launched without its delegate: set UIApplication.shared.delegate to a "
                    + "\(delegateName) first (no Objective-C runtime makes one)")
        }
        Headless.runUntilIdle()
        Headless.enterForeground()
        Headless.runUntilIdle()
    }
}
