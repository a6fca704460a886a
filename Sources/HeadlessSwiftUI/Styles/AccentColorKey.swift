// ViewLifecycle · HeadlessSwiftUI

/// The key of the environment's accent color: none, so the app's accent applies.
struct AccentColorKey: EnvironmentKey {
    static let defaultValue: Color? = nil
}

extension EnvironmentValues {
    /// The accent color `accentColor(_:)` set (internal, as Apple keeps it).
    @usableFromInline var accentColor: Color? {
        get { self[AccentColorKey.self] }
        set { self[AccentColorKey.self] = newValue }
    }
}
