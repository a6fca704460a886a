// ViewLifecycle · HeadlessUIKit

/// A view that shows read-only text; the headless runtime stores the text and how it would be
/// drawn.
@MainActor @preconcurrency
open class UILabel: UIView, UIContentSizeCategoryAdjusting {
    /// The string on display, or `nil` for none.
    open var text: String?
    /// The text with attributes, or `nil`.
    open var attributedText: NSAttributedString?
    /// The font; the system font at 17 points by default.
    open var font: UIFont! = .systemFont(ofSize: 17)
    /// The text colour; the system's label colour by default.
    open var textColor: UIColor! = .label
    /// How lines align.
    open var textAlignment: NSTextAlignment = .natural
    /// The most lines shown; 0 for no limit.
    open var numberOfLines = 1
    /// How a line that does not fit breaks.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// Whether the font shrinks to fit the width.
    open var adjustsFontSizeToFitWidth = false
    /// The smallest scale the font shrinks to.
    open var minimumScaleFactor: CGFloat = 0
    /// Whether the font follows the user's content size.
    open var adjustsFontForContentSizeCategory = false

    /// Apple's `drawText`: does nothing headlessly (listed in `Headless.inertCalls`).
    open func drawText(in rect: CGRect) {
        InertCalls.recordIfOnMainActor("UILabel.drawText(in:)")
    }

    /// Apple's `textRect`: returns .zero headlessly (listed in `Headless.inertCalls`).
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        InertCalls.recordIfOnMainActor("UILabel.textRect(forBounds:limitedToNumberOfLines:)")
        return .zero
    }
}
