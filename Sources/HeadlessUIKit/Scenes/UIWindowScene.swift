// ViewLifecycle · HeadlessUIKit

/// The scene that owns the app's windows; read it from `UIApplication.shared.connectedScenes`
/// and make windows with `UIWindow(windowScene:)`, as a scene delegate does.
@MainActor @preconcurrency
open class UIWindowScene: UIScene {
    override init() {
        super.init()
    }

    /// The windows of the scene that are on screen, in the order they became visible.
    open var windows: [UIWindow] { HeadlessWorld.shared.windows.filter { $0.windowScene === self } }

    /// The scene's key window, if any.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    /// The traits of the scene: the simulated screen's.
    open var traitCollection: UITraitCollection { HeadlessWorld.shared.screenTraits }
}
