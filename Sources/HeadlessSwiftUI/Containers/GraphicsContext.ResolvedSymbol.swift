// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension GraphicsContext {
    /// A static rendering of a canvas's child view (zero-sized headlessly: symbols are not laid
    /// out).
    public struct ResolvedSymbol {
        /// The size of the symbol (zero headlessly).
        public var size: CGSize { .zero }
    }

    /// Returns the canvas's child view tagged with `id`: `nil` headlessly, as a canvas's symbols
    /// are not built.
    ///
    /// - Parameter id: The tag of the symbol.
    /// - Returns: `nil`.
    public func resolveSymbol<ID>(id: ID) -> GraphicsContext.ResolvedSymbol? where ID: Hashable {
        InertCalls.recordIfOnMainActor("GraphicsContext.resolveSymbol(id:)")
        return nil
    }

    /// Draws a resolved symbol in a rectangle (nothing is drawn headlessly; recorded in
    /// `Headless.inertCalls`).
    ///
    /// - Parameters:
    ///   - symbol: The symbol.
    ///   - rect: The rectangle.
    public func draw(_ symbol: GraphicsContext.ResolvedSymbol, in rect: CGRect) {
        InertCalls.recordIfOnMainActor("GraphicsContext.draw(_:in:)")
    }

    /// Draws a resolved symbol at a point (nothing is drawn headlessly; recorded in
    /// `Headless.inertCalls`).
    ///
    /// - Parameters:
    ///   - symbol: The symbol.
    ///   - point: The point.
    ///   - anchor: The symbol's point placed at `point`.
    public func draw(_ symbol: GraphicsContext.ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center)
    {
        InertCalls.recordIfOnMainActor("GraphicsContext.draw(_:at:anchor:)")
    }
}
