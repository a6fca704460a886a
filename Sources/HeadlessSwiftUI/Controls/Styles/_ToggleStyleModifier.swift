// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `toggleStyle(_:)`: the style goes into the environment for every toggle
/// below.
struct _ToggleStyleModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let makeBody: (@MainActor (ToggleStyleConfiguration) -> AnyView)?

    func childEnvironment(_ environment: EnvironmentValues, in node: ViewNode) -> EnvironmentValues {
        // A built-in style's environment is kept while the parent's is, so the views below are
        // not updated for nothing; a custom style's values may change, so it is set each time.
        if makeBody == nil, let previous = node.childEnvironment,
            node.environment.isIdentical(to: node.childEnvironmentParent)
        {
            return previous
        }
        var result = environment
        result[ToggleStyleKey.self] = makeBody
        node.childEnvironment = makeBody == nil ? result : nil
        node.childEnvironmentParent = node.environment
        return result
    }
}
