// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension GraphicsContext {
    /// A text view resolved to a particular environment (it measures zero headlessly).
    public struct ResolvedText {
        /// The text resolved.
        let text: Text

        /// The shading to fill uncolored text regions with.
        public var shading: GraphicsContext.Shading = .foreground

        /// Measures the size of the resolved text for a given area into which the text should be
        /// placed (zero: no text is laid out headlessly).
        public func measure(in size: CGSize) -> CGSize { .zero }

        /// The distance from the top of the text to its first baseline (zero: no text is laid
        /// out headlessly).
        public func firstBaseline(in size: CGSize) -> CGFloat { 0 }

        /// The distance from the top of the text to its last baseline (zero headlessly).
        public func lastBaseline(in size: CGSize) -> CGFloat { 0 }
    }

    /// Gets a version of a text view that's fixed with the current values of the graphics
    /// context's environment.
    ///
    /// - Parameter text: The ``Text`` view that you want to resolve.
    /// - Returns: A resolved text.
    public func resolve(_ text: Text) -> GraphicsContext.ResolvedText { ResolvedText(text: text) }

    /// Draws resolved text into the context using the specified rectangle as a layout frame
    /// (ignored).
    public func draw(_ text: GraphicsContext.ResolvedText, in rect: CGRect) {}

    /// Draws resolved text into the context, aligning an anchor within the ideal size of the
    /// text to a point in the context (ignored).
    public func draw(_ text: GraphicsContext.ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {}

    /// Draws text into the context using the specified rectangle as a layout frame (ignored).
    public func draw(_ text: Text, in rect: CGRect) {}

    /// Draws text into the context, aligning an anchor within the ideal size of the rendered
    /// text to a point in the context (ignored).
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {}
}
