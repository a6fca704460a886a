// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `buttonStyle(_:)`: the style goes into the environment, so it applies to
/// every button below, including those inside containers.
struct _ButtonStyleModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let style: ResolvedButtonStyle

    func childEnvironment(_ environment: EnvironmentValues, in node: ViewNode) -> EnvironmentValues {
        var result = environment
        result[ButtonStyleKey.self] = style
        return result
    }
}
