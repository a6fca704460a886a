// ViewLifecycle · HeadlessSwiftUI

/// The environment key behind `symbolVariants`.
struct SymbolVariantsKey: EnvironmentKey {
    static let defaultValue = SymbolVariants.none
}
