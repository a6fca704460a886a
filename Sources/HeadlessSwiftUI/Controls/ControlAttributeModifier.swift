// ViewLifecycle · HeadlessSwiftUI

/// The one modifier behind the inert control modifiers: it keeps its content under `.content`
/// and only stores the attribute, so it costs one node and never changes identity or state.
/// `imageScale` and `controlSize` set their environment value for the content, as on iOS.
struct _ControlAttributeModifier: ViewModifier, PrimitiveModifier, Equatable {
    typealias Body = Never
    let attribute: ControlAttribute

    func childEnvironment(_ environment: EnvironmentValues, in node: ViewNode) -> EnvironmentValues {
        var environment = environment
        switch attribute {
        case .imageScale(let scale): environment.imageScale = scale
        case .controlSize(let size): environment.controlSize = size
        case .style: break
        }
        return environment
    }
}
