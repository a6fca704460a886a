// ViewLifecycle · HeadlessSwiftUI

/// The environment key behind `symbolRenderingMode`.
struct SymbolRenderingModeKey: EnvironmentKey {
    static let defaultValue: SymbolRenderingMode? = nil
}
