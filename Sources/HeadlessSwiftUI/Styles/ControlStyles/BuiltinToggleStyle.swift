// ViewLifecycle · HeadlessSwiftUI

/// A built-in toggle style: drawn only, so the toggle keeps its own element.
protocol BuiltinToggleStyle: ToggleStyle {}

extension BuiltinToggleStyle {
    /// A standard toggle over the configuration, with the built-in style below it.
    func builtinBody(_ configuration: ToggleStyleConfiguration) -> some View {
        Toggle(isOn: configuration.$isOn) { configuration.label }
            .modifier(_ToggleStyleModifier(makeBody: nil))
    }
}
