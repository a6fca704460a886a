// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// An environment-dependent font; headlessly a description that is stored, never rendered.
@frozen public struct Font: Hashable, Sendable {
    /// What the font was made from and the changes applied to it, in order.
    let description: String

    init(_ description: String) {
        self.description = description
    }

    /// A font with the large title text style.
    public static let largeTitle = Font("largeTitle")
    /// A font with the title text style.
    public static let title = Font("title")
    /// Create a font for second level hierarchical headings.
    public static let title2 = Font("title2")
    /// Create a font for third level hierarchical headings.
    public static let title3 = Font("title3")
    /// A font with the headline text style.
    public static let headline = Font("headline")
    /// A font with the subheadline text style.
    public static let subheadline = Font("subheadline")
    /// A font with the body text style.
    public static let body = Font("body")
    /// A font with the callout text style.
    public static let callout = Font("callout")
    /// A font with the footnote text style.
    public static let footnote = Font("footnote")
    /// A font with the caption text style.
    public static let caption = Font("caption")
    /// Create a font with the alternate caption text style.
    public static let caption2 = Font("caption2")

    /// Specifies a system font to use, along with the style, weight, and any design parameters.
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
        Font(
            "system(size: \(size), weight: \(weight.map { "\($0.value)" } ?? "nil"), design: \(design.map { "\($0)" } ?? "nil"))"
        )
    }

    /// Gets a system font that uses the specified style, design, and weight.
    public static func system(
        _ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil
    ) -> Font {
        Font(
            "system(\(style), design: \(design.map { "\($0)" } ?? "nil"), weight: \(weight.map { "\($0.value)" } ?? "nil"))"
        )
    }

    /// Create a custom font with the given `name` and `size` that scales with the body text style.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font("custom(\(name), size: \(size))")
    }

    /// Create a custom font with the given `name` and `size` that scales relative to the given `textStyle`.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        Font("custom(\(name), size: \(size), relativeTo: \(textStyle))")
    }

    /// Create a custom font with the given `name` and a fixed `size` that does not scale with Dynamic Type.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font("custom(\(name), fixedSize: \(fixedSize))")
    }

    /// Adds italics to the font.
    public func italic() -> Font { Font(description + ".italic") }
    /// Adds bold styling to the font.
    public func bold() -> Font { Font(description + ".bold") }
    /// Returns a modified font that uses fixed-width digits, while leaving other characters proportionally spaced.
    public func monospacedDigit() -> Font { Font(description + ".monospacedDigit") }
    /// Returns a fixed-width font from the same family as the base font.
    public func monospaced() -> Font { Font(description + ".monospaced") }
    /// Adjusts the font to enable all small capitals.
    public func smallCaps() -> Font { Font(description + ".smallCaps") }
    /// Sets the weight of the font.
    public func weight(_ weight: Font.Weight) -> Font { Font(description + ".weight(\(weight.value))") }
    /// Returns a font with the specified leading.
    public func leading(_ leading: Font.Leading) -> Font { Font(description + ".leading(\(leading))") }
}
