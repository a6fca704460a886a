// ViewLifecycle · HeadlessSwiftUI

/// Which modifier types are built in.
@MainActor
enum PrimitiveModifierTypes {
    /// The built-in modifier type of each modifier type asked about, or `nil` for a custom one.
    static let memo = TypeMemo<(any PrimitiveModifier.Type)?>()
}
