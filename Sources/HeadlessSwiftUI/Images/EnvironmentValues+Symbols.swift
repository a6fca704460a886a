// ViewLifecycle · HeadlessSwiftUI

extension EnvironmentValues {
    /// The current symbol rendering mode, or `nil` denoting that the mode is picked
    /// automatically using the current image and foreground style as parameters.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }

    /// The symbol variant to use in this environment.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}
