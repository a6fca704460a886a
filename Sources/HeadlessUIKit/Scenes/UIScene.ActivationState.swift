// ViewLifecycle · HeadlessUIKit

extension UIScene {
    /// Where a scene is in its life: not connected, on screen and taking input, on screen but not,
    /// or in the background.
    public enum ActivationState: Int, @unchecked Sendable {
        /// Not connected to the app.
        case unattached = -1
        /// On screen and receiving events.
        case foregroundActive = 0
        /// On screen, not receiving events.
        case foregroundInactive = 1
        /// Not on screen.
        case background = 2
    }
}
