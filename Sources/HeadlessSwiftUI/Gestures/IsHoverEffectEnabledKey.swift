// ViewLifecycle · HeadlessSwiftUI

/// The environment key of `isHoverEffectEnabled`: on unless `hoverEffectDisabled()` is above.
struct IsHoverEffectEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

@available(iOS 17.0, tvOS 17.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension EnvironmentValues {
    /// A Boolean value that indicates whether the view associated with this environment allows
    /// hover effects to be displayed.
    public var isHoverEffectEnabled: Bool {
        get { self[IsHoverEffectEnabledKey.self] }
        set { self[IsHoverEffectEnabledKey.self] = newValue }
    }
}
