// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind the style modifiers whose custom styles have bodies (`labelStyle(_:)`,
/// `toggleStyle(_:)`, `progressViewStyle(_:)`, `groupBoxStyle(_:)`, `disclosureGroupStyle(_:)`,
/// `labeledContentStyle(_:)`, `gaugeStyle(_:)`, `menuStyle(_:)`, `controlGroupStyle(_:)`): a
/// custom style's body (`nil` for a built-in style) goes into the environment, under `Key`, for
/// every view of its kind below.
struct _StyleBodyModifier<Key: EnvironmentKey, Configuration>: ViewModifier, PrimitiveModifier
where Key.Value == (@MainActor (Configuration) -> AnyView)? {
    typealias Body = Never
    let makeBody: Key.Value

    func childEnvironment(_ environment: EnvironmentValues, in node: ViewNode) -> EnvironmentValues {
        // A built-in style's environment is kept while the parent's is, so the views below are
        // not updated for nothing; a custom style's values may change, so it is set each time.
        if makeBody == nil, let previous = node.childEnvironment,
            node.environment.isIdentical(to: node.childEnvironmentParent)
        {
            return previous
        }
        var result = environment
        result[Key.self] = makeBody
        node.childEnvironment = makeBody == nil ? result : nil
        node.childEnvironmentParent = node.environment
        return result
    }
}
