// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `refreshable(action:)`: its content sees the action as `refresh`, and
/// the screen shows a container the driver's `Headless.refresh()` pulls.
package struct _RefreshableModifier: ViewModifier, PrimitiveModifier {
    package typealias Body = Never
    package let action: @Sendable () async -> Void

    func childEnvironment(_ environment: EnvironmentValues, in node: ViewNode) -> EnvironmentValues {
        var result = environment
        result.refresh = RefreshAction(action: action)
        return result
    }
}

extension View {
    /// Marks this view as refreshable.
    public func refreshable(@_inheritActorContext action: @escaping @Sendable () async -> Void) -> some View {
        modifier(_RefreshableModifier(action: action))
    }
}
