// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `toggleStyle(_:)`: the style goes into the environment for every toggle
/// below.
struct _ToggleStyleModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let makeBody: (@MainActor (ToggleStyleConfiguration) -> AnyView)?

    func childEnvironment(_ environment: EnvironmentValues, in node: ViewNode) -> EnvironmentValues {
        var result = environment
        result[ToggleStyleKey.self] = makeBody
        return result
    }
}
