// ViewLifecycle · HeadlessUIKit

import Foundation

// On Apple platforms a `String` reaches `NSString`'s UIKit drawing methods through bridging;
// Swift on Linux does not bridge member lookups, so `String` declares them and forwards.
extension String {
    /// The size the string takes when drawn with `attrs`: `.zero` headlessly, as
    /// `NSString.size(withAttributes:)`.
    ///
    /// - Parameter attrs: The text attributes.
    /// - Returns: `.zero`.
    @available(iOS 7.0, *)
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSString(string: self).size(withAttributes: attrs)
    }

    /// Draws the string at `point`: nothing is drawn headlessly.
    ///
    /// - Parameters:
    ///   - point: Where the text starts.
    ///   - attrs: The text attributes.
    @available(iOS 7.0, *)
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSString(string: self).draw(at: point, withAttributes: attrs)
    }

    /// Draws the string in `rect`: nothing is drawn headlessly.
    ///
    /// - Parameters:
    ///   - rect: Where the text goes.
    ///   - attrs: The text attributes.
    @available(iOS 7.0, *)
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSString(string: self).draw(in: rect, withAttributes: attrs)
    }

    /// Draws the string in `rect` with options: nothing is drawn headlessly.
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
        NSString(string: self).draw(with: rect, options: options, attributes: attributes, context: context)
    }

    /// The rectangle the string takes within `size`: `.zero` headlessly, as
    /// `NSString.boundingRect(with:options:attributes:context:)`.
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
        NSString(string: self).boundingRect(
            with: size, options: options, attributes: attributes, context: context)
    }
}
