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

    /// Bridges are made in code only.
    required init?(coder: NSCoder) {
        return nil
    }
}
