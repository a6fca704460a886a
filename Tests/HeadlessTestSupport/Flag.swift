// ViewLifecycle · HeadlessTestSupport

// Spelled out as `@Observable` expands: the 6.3 toolchain's macro expands to members the iOS 17.4
// SDK's Observation lacks (`shouldNotifyObservers`), so the macro form cannot be type-checked
// against the SDK here; on a device the macro and this are the same.

/// A switch the test flips, as a button in the app would.
@MainActor public final class Flag: Observable {
    private let registrar = ObservationRegistrar()
    private var storedIsOn: Bool

    /// Whether the switch is on; views that read it are invalidated when it changes.
    public var isOn: Bool {
        get {
            registrar.access(self, keyPath: \.isOn)
            return storedIsOn
        }
        set { registrar.withMutation(of: self, keyPath: \.isOn) { storedIsOn = newValue } }
    }

    /// Creates a switch, off unless `isOn` says otherwise.
    ///
    /// - Parameter isOn: Whether it starts on.
    public init(_ isOn: Bool = false) { storedIsOn = isOn }
}
