// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `buttonStyle(_:)`: the style goes into the environment, so it applies to
/// every button below, including those inside containers.
struct _ButtonStyleModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let style: ResolvedButtonStyle

    /// Whether the style is a built-in one, whose environment may be reused.
    var isBuiltin: Bool {
        if case .builtin = style { return true }
        return false
    }

    func childEnvironment(_ environment: EnvironmentValues, in node: ViewNode) -> EnvironmentValues {
        // A built-in style's environment is kept while the parent's is, so the views below are
        // not updated for nothing; a custom style's values may change, so it is set each time.
        if isBuiltin, let previous = node.childEnvironment,
            node.environment.isIdentical(to: node.childEnvironmentParent)
        {
            return previous
        }
        var result = environment
        result[ButtonStyleKey.self] = style
        node.childEnvironment = isBuiltin ? result : nil
        node.childEnvironmentParent = node.environment
        return result
    }
}
