// ViewLifecycle · HeadlessSwiftUI

/// A class the headless runtime can make with `init()` from its type alone.
///
/// UIKit makes an app delegate from its class through the Objective-C runtime; Swift on Linux
/// can only call `init()` through a metatype when it is `required` (NSObject's is not). So an
/// `@UIApplicationDelegateAdaptor`'s delegate class adds this conformance headlessly (a final
/// class gets it for free: `extension AppDelegate: HeadlessInitializable {}`); without it the
/// launch stops with a message saying so. It is the one line of app code the import change
/// does not cover.
@MainActor @preconcurrency
public protocol HeadlessInitializable: AnyObject {
    /// Creates the object.
    init()
}
