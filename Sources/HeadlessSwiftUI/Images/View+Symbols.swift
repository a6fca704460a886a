// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Sets the rendering mode for symbol images within this view (drawn only).
    ///
    /// - Parameter mode: The symbol rendering mode to use.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }

    /// Makes symbols within the view show a particular variant (drawn only).
    ///
    /// - Parameter variant: The variant to use for symbols.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        environment(\.symbolVariants, variant)
    }

    /// Hides the labels of any controls contained within this view (drawn only: the labels still
    /// name the controls on the screen, as VoiceOver still reads them).
    public func labelsHidden() -> some View {
        inert(.labelsHidden, api: "View.labelsHidden()")
    }
}
