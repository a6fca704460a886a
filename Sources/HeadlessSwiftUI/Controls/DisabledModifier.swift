// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `disabled(_:)` and `hoverEffectDisabled(_:)`: the flag below it
/// (`isEnabled`, `isHoverEffectEnabled`) is the parent's and not `disabled`, so an inner
/// `disabled(false)` cannot re-enable what an outer `disabled(true)` disabled.
struct _DisabledModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    /// The environment flag the modifier turns off.
    let flag: WritableKeyPath<EnvironmentValues, Bool>
    let disabled: Bool

    func childEnvironment(_ environment: EnvironmentValues, in node: ViewNode) -> EnvironmentValues {
        guard disabled, environment[keyPath: flag] else { return environment }
        if let previous = node.childEnvironment, node.environment.isIdentical(to: node.childEnvironmentParent)
        {
            return previous
        }
        var result = environment
        result[keyPath: flag] = false
        node.childEnvironment = result
        node.childEnvironmentParent = node.environment
        return result
    }
}

extension View {
    /// Adds a condition that controls whether users can interact with this view.
    ///
    /// - Parameter disabled: A Boolean value that determines whether users can interact with this
    ///   view.
    /// - Returns: A view that controls whether users can interact with this view.
    public func disabled(_ disabled: Bool) -> some View {
        modifier(_DisabledModifier(flag: \.isEnabled, disabled: disabled))
    }
}
