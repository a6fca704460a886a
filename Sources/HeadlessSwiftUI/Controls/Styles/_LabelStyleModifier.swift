// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `labelStyle(_:)`: the style goes into the environment for every label
/// below.
struct _LabelStyleModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let makeBody: (@MainActor (LabelStyleConfiguration) -> AnyView)?

    func childEnvironment(_ environment: EnvironmentValues, in node: ViewNode) -> EnvironmentValues {
        // A built-in style's environment is kept while the parent's is, so the views below are
        // not updated for nothing; a custom style's values may change, so it is set each time.
        if makeBody == nil, let previous = node.childEnvironment,
            node.environment.isIdentical(to: node.childEnvironmentParent)
        {
            return previous
        }
        var result = environment
        result[LabelStyleKey.self] = makeBody
        node.childEnvironment = makeBody == nil ? result : nil
        node.childEnvironmentParent = node.environment
        return result
    }
}
