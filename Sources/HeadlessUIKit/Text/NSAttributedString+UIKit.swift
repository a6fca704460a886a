// ViewLifecycle · HeadlessUIKit

import Foundation

// UIKit's additions to attributed strings (NSStringDrawing.h, NSTextAttachment.h, NSAttributedString.h).
// Nothing draws or lays out text headlessly: the drawing calls are inert and the measurements are zero.
extension NSAttributedString {
    /// A one-character string (U+FFFC) that carries `attachment` as its `.attachment` attribute.
    @available(iOS 7.0, *)
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
    }

    /// Whether any character in `range` carries an `.attachment` attribute.
    @available(iOS 9.0, *)
    public func containsAttachments(in range: NSRange) -> Bool {
        var found = false
        enumerateAttribute(.attachment, in: range, options: []) { value, _, stop in
            if value != nil {
                found = true
                stop.pointee = true
            }
        }
        return found
    }

    /// The size the text takes when drawn: no text is laid out headlessly, so `.zero` (recorded among the
    /// inert calls).
    @available(iOS 6.0, *)
    public func size() -> CGSize {
        InertCalls.recordIfOnMainActor("NSAttributedString.size()")
        return .zero
    }

    /// Draws the text at `point`: nothing is drawn headlessly (recorded among the inert calls).
    @available(iOS 6.0, *)
    public func draw(at point: CGPoint) {
        InertCalls.recordIfOnMainActor("NSAttributedString.draw(at:)")
    }

    /// Draws the text in `rect`: nothing is drawn headlessly (recorded among the inert calls).
    @available(iOS 6.0, *)
    public func draw(in rect: CGRect) {
        InertCalls.recordIfOnMainActor("NSAttributedString.draw(in:)")
    }

    /// Draws the text in `rect` with options: nothing is drawn headlessly (recorded among the inert calls).
    @available(iOS 6.0, *)
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
    ) {
        InertCalls.recordIfOnMainActor("NSAttributedString.draw(with:options:context:)")
    }

    /// The rectangle the text takes within `size`: no text is laid out headlessly, so `.zero` (recorded
    /// among the inert calls).
    @available(iOS 6.0, *)
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
    ) -> CGRect {
        InertCalls.recordIfOnMainActor("NSAttributedString.boundingRect(with:options:context:)")
        return .zero
    }
}

extension NSMutableAttributedString {
    /// Repairs attributes after edits in `range`: the attributes are kept as set headlessly, so nothing
    /// changes (recorded among the inert calls).
    @available(iOS 7.0, *)
    public func fixAttributes(in range: NSRange) {
        InertCalls.recordIfOnMainActor("NSMutableAttributedString.fixAttributes(in:)")
    }
}
