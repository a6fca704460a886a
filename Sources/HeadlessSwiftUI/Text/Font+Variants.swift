// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension Font {
    /// Adjusts the font to enable lowercase small capitals.
    ///
    /// - Returns: The font with `.lowercaseSmallCaps` appended to its description.
    public func lowercaseSmallCaps() -> Font { Font(description + ".lowercaseSmallCaps") }

    /// Adjusts the font to enable uppercase small capitals.
    ///
    /// - Returns: The font with `.uppercaseSmallCaps` appended to its description.
    public func uppercaseSmallCaps() -> Font { Font(description + ".uppercaseSmallCaps") }

    /// Sets the width of the font.
    ///
    /// - Parameter width: The width to use.
    /// - Returns: The font with `.width(value)` appended to its description.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func width(_ width: Font.Width) -> Font { Font(description + ".width(\(width.value))") }

    /// Specifies a system font to use, along with the style, weight, and any design parameters.
    ///
    /// - Parameters:
    ///   - size: The point size of the font.
    ///   - weight: The weight of the font.
    ///   - design: The design of the font.
    /// - Returns: A font described by its size, weight and design.
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `system(size:weight:design:)` instead."
    )
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `system(size:weight:design:)` instead."
    )
    @available(
        tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `system(size:weight:design:)` instead."
    )
    @available(
        watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `system(size:weight:design:)` instead."
    )
    @_disfavoredOverload
    public static func system(
        size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default
    ) -> Font {
        Font(weight: Optional(weight), design: Optional(design), size: size)
    }

    /// Gets a system font with the given text style and design.
    ///
    /// - Parameters:
    ///   - style: The text style of the font.
    ///   - design: The design of the font.
    /// - Returns: A font described by its style and design.
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `system(_:design:weight:)` instead."
    )
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `system(_:design:weight:)` instead."
    )
    @available(
        tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `system(_:design:weight:)` instead."
    )
    @available(
        watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `system(_:design:weight:)` instead."
    )
    @_disfavoredOverload
    public static func system(_ style: Font.TextStyle, design: Font.Design = .default) -> Font {
        Font(style: style, design: Optional(design))
    }

    /// The description `system(size:weight:design:)` gives, reachable without a deprecated call.
    private init(weight: Font.Weight?, design: Font.Design?, size: CGFloat) {
        self.init(
            "system(size: \(size), weight: \(weight.map { "\($0.value)" } ?? "nil"), design: \(design.map { "\($0)" } ?? "nil"))"
        )
    }

    /// The description `system(_:design:weight:)` gives without a weight.
    private init(style: Font.TextStyle, design: Font.Design?) {
        self.init("system(\(style), design: \(design.map { "\($0)" } ?? "nil"), weight: nil)")
    }
}
