// ViewLifecycle · HeadlessUIKit

/// A scene delegate that owns the scene's main window.
@MainActor @preconcurrency
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window. UIKit declares it optional; here it is required, as every scene
    /// delegate that shows a window declares it (`var window: UIWindow?`).
    var window: UIWindow? { get set }
}
