// ViewLifecycle · HeadlessUIKit

/// The running app: its state and the notifications it posts when it changes.
///
/// Moving to the background or foreground posts UIKit's notifications and sends no appearance
/// callbacks to any controller (traces 05, 20).
@MainActor @preconcurrency
open class UIApplication: UIResponder {
    /// The app's run state.
    public enum State: Int, @unchecked Sendable {
        /// On screen, with events being delivered.
        case active = 0
        /// On screen, with no events delivered, as while moving to or from the background.
        case inactive = 1
        /// In the background.
        case background = 2
    }

    /// Posted when the app is about to stop being active.
    public nonisolated static let willResignActiveNotification = NSNotification.Name(
        "UIApplicationWillResignActiveNotification")
    /// Posted when the app has entered the background.
    public nonisolated static let didEnterBackgroundNotification = NSNotification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to leave the background.
    public nonisolated static let willEnterForegroundNotification = NSNotification.Name(
        "UIApplicationWillEnterForegroundNotification")
    /// Posted when the app has become active.
    public nonisolated static let didBecomeActiveNotification = NSNotification.Name(
        "UIApplicationDidBecomeActiveNotification")

    override init() {
        super.init()
    }

    /// The one app object.
    open class var shared: UIApplication { HeadlessWorld.shared.application }

    /// The app's delegate; SwiftUI sets it to the `@UIApplicationDelegateAdaptor`'s object at launch.
    ///
    /// Weak here, as UIKit's `unowned(unsafe)`: whoever made the delegate keeps it alive.
    open weak var delegate: (any UIApplicationDelegate)?

    /// The app's current run state.
    open var applicationState: UIApplication.State { HeadlessWorld.shared.applicationState }

    /// The visible windows, in the order they became visible.
    @available(
        iOS, introduced: 2.0, deprecated: 15.0,
        message: "Use UIWindowScene.windows on a relevant window scene instead"
    )
    open var windows: [UIWindow] { HeadlessWorld.shared.windows }

    /// The key window, if any.
    @available(
        iOS, introduced: 2.0, deprecated: 13.0,
        message:
            "Should not be used for applications that support multiple scenes as it returns a key window across all connected scenes"
    )
    open var keyWindow: UIWindow? { HeadlessWorld.shared.windows.first { $0.isKeyWindow } }

    /// The connected scenes: the headless world's one window scene.
    open var connectedScenes: Set<UIScene> { [HeadlessWorld.shared.windowScene] }

    /// The sessions of the app's scenes: the window scene's.
    open var openSessions: Set<UISceneSession> { [HeadlessWorld.shared.windowScene.session] }
}
