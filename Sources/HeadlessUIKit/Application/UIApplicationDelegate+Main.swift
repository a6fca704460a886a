// ViewLifecycle · HeadlessUIKit

extension UIApplicationDelegate {
    /// Runs the app whose delegate is marked `@main`: launches it and drains the run loop.
    ///
    /// UIKit makes the delegate from its class name through the Objective-C runtime, which Linux
    /// lacks, so headlessly the delegate is the object already set as `UIApplication.shared`'s
    /// delegate when it is of this type (see ``UIApplicationMain(_:_:_:_:)``). Unlike UIKit's,
    /// the function returns once the run loop is idle.
    @MainActor @preconcurrency public static func main() {
        HeadlessApplicationMain.run(delegateName: String(describing: Self.self)) { $0 is Self }
    }
}
