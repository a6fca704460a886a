// ViewLifecycle · HeadlessSwiftUI

/// A built-in menu style: drawn only, so the three of them share one body, a standard menu over
/// the configuration with the built-in style below it.
protocol BuiltinMenuStyle: MenuStyle, BuiltinViewStyle {}

extension BuiltinMenuStyle {
    /// A standard menu over the configuration, with the built-in style below it.
    func builtinBody(_ configuration: MenuStyleConfiguration) -> some View {
        Menu(configuration)
            .modifier(_MenuStyleModifier(makeBody: nil))
    }
}
