// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `labelStyle(_:)`: the style goes into the environment for every label
/// below.
struct _LabelStyleModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let makeBody: (@MainActor (LabelStyleConfiguration) -> AnyView)?

    func childEnvironment(_ environment: EnvironmentValues, in node: ViewNode) -> EnvironmentValues {
        var result = environment
        result[LabelStyleKey.self] = makeBody
        return result
    }
}
