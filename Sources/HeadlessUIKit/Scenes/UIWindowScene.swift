// ViewLifecycle · HeadlessUIKit

/// The scene that owns the app's windows; read it from `UIApplication.shared.connectedScenes`
/// and make windows with `UIWindow(windowScene:)`, as a scene delegate does.
@MainActor @preconcurrency
open class UIWindowScene: UIScene, UITraitEnvironment {
    /// Called when the traits change (never, headlessly: the scene's traits are the screen's).
    ///
    /// - Parameter previousTraitCollection: The traits before the change.
    @available(
        iOS, introduced: 8.0, deprecated: 17.0,
        message: "Use the trait change registration APIs declared in the UITraitChangeObservable protocol"
    )
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    override init() {
        super.init()
    }

    /// The windows of the scene that are on screen, in the order they became visible.
    open var windows: [UIWindow] { HeadlessWorld.shared.windows.filter { $0.windowScene === self } }

    /// The scene's key window, if any.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    /// The scene's coordinate space: the screen's, which its windows' frames are given in.
    open var coordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace.shared }

    /// The traits of the scene: the simulated screen's.
    open var traitCollection: UITraitCollection { HeadlessWorld.shared.screenTraits }
}
