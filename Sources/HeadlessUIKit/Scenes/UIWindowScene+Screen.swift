// ViewLifecycle · HeadlessUIKit

extension UIWindowScene {
    /// The screen on which the scene is shown: the world's one screen.
    public var screen: UIScreen { UIScreen.device }
}
