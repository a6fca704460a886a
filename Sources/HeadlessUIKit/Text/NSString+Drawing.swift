// ViewLifecycle · HeadlessUIKit

import Foundation

// UIKit's drawing additions to strings (NSStringDrawing.h). Nothing draws or lays out text
// headlessly: the drawing calls are inert and the measurements zero, as `NSAttributedString`'s.
extension NSString {
    /// The size the string takes when drawn with `attrs`: no text is laid out headlessly, so
    /// `.zero` (recorded among the inert calls).
    ///
    /// - Parameter attrs: The text attributes.
    /// - Returns: `.zero`.
    @available(iOS 7.0, *)
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        InertCalls.recordIfOnMainActor("NSString.size(withAttributes:)")
        return .zero
    }

    /// Draws the string at `point`: nothing is drawn headlessly (recorded among the inert calls).
    ///
    /// - Parameters:
    ///   - point: Where the text starts.
    ///   - attrs: The text attributes.
    @available(iOS 7.0, *)
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        InertCalls.recordIfOnMainActor("NSString.draw(at:withAttributes:)")
    }

    /// Draws the string in `rect`: nothing is drawn headlessly (recorded among the inert calls).
    ///
    /// - Parameters:
    ///   - rect: Where the text goes.
    ///   - attrs: The text attributes.
    @available(iOS 7.0, *)
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        InertCalls.recordIfOnMainActor("NSString.draw(in:withAttributes:)")
    }

    /// Draws the string in `rect` with options: nothing is drawn headlessly (recorded among the
    /// inert calls).
    ///
    /// - Parameters:
    ///   - rect: Where the text goes.
    ///   - options: How the text is laid out.
    ///   - attributes: The text attributes.
    ///   - context: Receives the scale used and the bounds drawn.
    @available(iOS 7.0, *)
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [],
        attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) {
        InertCalls.recordIfOnMainActor("NSString.draw(with:options:attributes:context:)")
    }

    /// The rectangle the string takes within `size`: no text is laid out headlessly, so `.zero`
    /// (recorded among the inert calls).
    ///
    /// - Parameters:
    ///   - size: The largest size the text may take.
    ///   - options: How the text is laid out.
    ///   - attributes: The text attributes.
    ///   - context: Receives the scale used and the bounds drawn.
    /// - Returns: `.zero`.
    @available(iOS 7.0, *)
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [],
        attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        InertCalls.recordIfOnMainActor("NSString.boundingRect(with:options:attributes:context:)")
        return .zero
    }
}
