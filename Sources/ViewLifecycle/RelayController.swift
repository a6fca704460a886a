// ViewLifecycle · ViewLifecycle

/// What the bridge controller of every platform shares: the relay its appearance callbacks go to.
/// `LifecycleBridgeController` subclasses it once per platform with that platform's overrides.
class RelayController: PlatformViewController {
    /// Where the callbacks go.
    let relay: LifecycleRelay

    /// Creates a controller feeding `relay`.
    ///
    /// - Parameter relay: The relay of the tracked view.
    init(relay: LifecycleRelay) {
        self.relay = relay
        super.init(nibName: nil, bundle: nil)
    }

    /// Whether UIKit (or AppKit) will forward appearance to this controller later: it is a
    /// child, and its view is not in a window yet, so its parent's appearance will reach it.
    /// A controller with no parent (the page of a page-style `TabView`) hears nothing; one whose
    /// view is already in a window has been told, or will not be.
    var awaitsForwardedAppearance: Bool {
        parent != nil && !(isViewLoaded && view.window != nil)
    }

    /// Bridges are made in code only.
    required init?(coder: NSCoder) {
        return nil
    }
}
