// ViewLifecycle · HeadlessSwiftUI

/// A built-in button style: drawn only, so the button keeps its own element and label.
protocol BuiltinButtonStyle: PrimitiveButtonStyle {
    /// The style's name.
    var name: String { get }
}

extension BuiltinButtonStyle {
    /// A standard button over the configuration's label, with this style below it so a custom
    /// primitive style that wraps a built-in one does not recurse.
    func builtinBody(_ configuration: PrimitiveButtonStyleConfiguration) -> some View {
        Button(role: configuration.role, action: configuration.trigger) { configuration.label }
            .modifier(_ButtonStyleModifier(style: .builtin(name)))
    }
}
