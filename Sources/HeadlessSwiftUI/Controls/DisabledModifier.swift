// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `disabled(_:)`: `isEnabled` below it is the parent's and not `disabled`,
/// so an inner `disabled(false)` cannot re-enable what an outer `disabled(true)` disabled.
struct _DisabledModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let disabled: Bool

    func childEnvironment(_ environment: EnvironmentValues, in node: ViewNode) -> EnvironmentValues {
        guard disabled, environment.isEnabled else { return environment }
        if let previous = node.childEnvironment, node.environment.isIdentical(to: node.childEnvironmentParent)
        {
            return previous
        }
        var result = environment
        result.isEnabled = false
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
        modifier(_DisabledModifier(disabled: disabled))
    }
}
