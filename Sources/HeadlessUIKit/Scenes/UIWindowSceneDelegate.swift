// ViewLifecycle · HeadlessUIKit

/// A scene delegate that owns the scene's main window.
@MainActor @preconcurrency
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window: optional in UIKit, so a delegate that only hears the scene's
    /// events (as SwiftUI apps' delegates do) declares none and gets the default below.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// No window, for a delegate that declares none: setting it keeps nothing.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
