// ViewLifecycle · HeadlessSwiftUI

/// The environment key of `isEnabled`: controls are enabled unless `disabled(true)` is above them.
struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// A Boolean value that indicates whether the view associated with this environment allows
    /// user interaction.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}
