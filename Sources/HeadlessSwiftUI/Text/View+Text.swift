// ViewLifecycle · HeadlessSwiftUI

import Foundation

// Text styling below a view is drawn only: each stores its value on one inert node.
extension View {
    /// Sets the default font for text in this view.
    @inlinable public func font(_ font: Font?) -> some View { inert(.font(font), api: "View.font(_:)") }
    /// Sets the font weight of the text in this view.
    @inlinable public func fontWeight(_ weight: Font.Weight?) -> some View {
        inert(.fontWeight(weight), api: "View.fontWeight(_:)")
    }
    /// Sets the font design of the text in this view.
    @inlinable public func fontDesign(_ design: Font.Design?) -> some View {
        inert(.fontDesign(design), api: "View.fontDesign(_:)")
    }
    /// Applies a bold font weight to the text in this view.
    @inlinable public func bold(_ isActive: Bool = true) -> some View {
        inert(.bold(isActive), api: "View.bold(_:)")
    }
    /// Applies italics to the text in this view.
    @inlinable public func italic(_ isActive: Bool = true) -> some View {
        inert(.italic(isActive), api: "View.italic(_:)")
    }
    /// Modifies the fonts of all child views to use the fixed-width variant of the current font.
    @inlinable public func monospaced(_ isActive: Bool = true) -> some View {
        inert(.monospaced(isActive), api: "View.monospaced(_:)")
    }
    /// Modifies the fonts of all child views to use fixed-width digits.
    @inlinable public func monospacedDigit() -> some View {
        inert(.monospacedDigit, api: "View.monospacedDigit()")
    }
    /// Applies an underline to the text in this view.
    @inlinable public func underline(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    )
        -> some View
    { inert(.underline(isActive), api: "View.underline(_:pattern:color:)") }
    /// Applies a strikethrough to the text in this view.
    @inlinable public func strikethrough(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
    ) -> some View { inert(.strikethrough(isActive), api: "View.strikethrough(_:pattern:color:)") }
    /// Sets the spacing, or kerning, between characters for the text in this view.
    @inlinable public func kerning(_ kerning: CGFloat) -> some View {
        inert(.kerning(kerning), api: "View.kerning(_:)")
    }
    /// Sets the tracking for the text in this view.
    @inlinable public func tracking(_ tracking: CGFloat) -> some View {
        inert(.tracking(tracking), api: "View.tracking(_:)")
    }
    /// Sets the vertical offset for the text relative to its baseline in this view.
    @inlinable public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        inert(.baselineOffset(baselineOffset), api: "View.baselineOffset(_:)")
    }
    /// Sets the maximum number of lines that text can occupy in this view.
    @inlinable public func lineLimit(_ number: Int?) -> some View {
        inert(.lineLimit(number, reservesSpace: false), api: "View.lineLimit(_:)")
    }
    /// Sets to a partial range the number of lines that text can occupy in this view.
    @inlinable public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        inert(.lineLimit(nil, reservesSpace: false), api: "View.lineLimit(_:)")
    }
    /// Sets to a partial range the number of lines that text can occupy in this view.
    @inlinable public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        inert(.lineLimit(limit.upperBound, reservesSpace: false), api: "View.lineLimit(_:)")
    }
    /// Sets to a closed range the number of lines that text can occupy in this view.
    @inlinable public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        inert(.lineLimit(limit.upperBound, reservesSpace: false), api: "View.lineLimit(_:)")
    }
    /// Sets a limit for the number of lines text can occupy in this view.
    @inlinable public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        inert(.lineLimit(limit, reservesSpace: reservesSpace), api: "View.lineLimit(_:reservesSpace:)")
    }
    /// Sets the amount of space between lines of text in this view.
    @inlinable public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        inert(.lineSpacing(lineSpacing), api: "View.lineSpacing(_:)")
    }
    /// Sets the alignment of a text view that contains multiple lines of text.
    @inlinable public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        inert(.multilineTextAlignment(alignment), api: "View.multilineTextAlignment(_:)")
    }
    /// Sets the truncation mode for lines of text that are too long to fit in the available space.
    @inlinable public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        inert(.truncationMode(mode), api: "View.truncationMode(_:)")
    }
    /// Sets the minimum amount that text in this view scales down to fit in the available space.
    @inlinable public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        inert(.minimumScaleFactor(factor), api: "View.minimumScaleFactor(_:)")
    }
    /// Sets whether text in this view can compress the space between characters when necessary to fit text in a line.
    @inlinable public func allowsTightening(_ flag: Bool) -> some View {
        inert(.allowsTightening(flag), api: "View.allowsTightening(_:)")
    }
    /// Sets a transform for the case of the text contained in this view when displayed.
    @inlinable public func textCase(_ textCase: Text.Case?) -> some View {
        inert(.textCase(textCase), api: "View.textCase(_:)")
    }
}
