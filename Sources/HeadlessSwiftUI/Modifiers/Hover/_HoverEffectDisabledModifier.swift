// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `hoverEffectDisabled(_:)`: `isHoverEffectEnabled` below it is the
/// parent's and not `disabled`, so an inner `hoverEffectDisabled(false)` cannot re-enable what an
/// outer one disabled (as `disabled(_:)` does for `isEnabled`).
struct _HoverEffectDisabledModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let disabled: Bool

    func childEnvironment(_ environment: EnvironmentValues, in node: ViewNode) -> EnvironmentValues {
        guard disabled, environment.isHoverEffectEnabled else { return environment }
        if let previous = node.childEnvironment, node.environment.isIdentical(to: node.childEnvironmentParent)
        {
            return previous
        }
        var result = environment
        result.isHoverEffectEnabled = false
        node.childEnvironment = result
        node.childEnvironmentParent = node.environment
        return result
    }
}
