// ViewLifecycle · HeadlessSwiftUI

/// The button style in the environment, type-erased: a built-in style (drawn only, named for
/// the snapshot's future use) or a custom style's body maker.
package enum ResolvedButtonStyle {
    case builtin(String)
    case custom(@MainActor (ButtonStyleConfiguration) -> AnyView)
    case primitive(@MainActor (PrimitiveButtonStyleConfiguration) -> AnyView)
}
