// ViewLifecycle · HeadlessSwiftUI

extension Image {
    /// Sets the rendering mode for symbol images within this view (drawn only).
    ///
    /// - Parameter mode: The symbol rendering mode to use.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        adding("symbolRenderingMode(\(mode?.name ?? "nil"))")
    }
}
