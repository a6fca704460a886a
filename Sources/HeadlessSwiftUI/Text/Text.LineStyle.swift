// ViewLifecycle · HeadlessSwiftUI

extension Text {
    /// Description of the style used to draw the line for `StrikethroughStyleAttribute` and
    /// `UnderlineStyleAttribute`.
    public struct LineStyle: Hashable, Sendable {
        /// The name of the pattern the line is drawn with (`Pattern` is not hashable, as in SwiftUI).
        let patternName: String
        /// The line's color, or `nil` for the text's foreground.
        let color: Color?

        /// The pattern the line is drawn with.
        var pattern: Pattern { Pattern(name: patternName) }

        /// Creates a line style.
        public init(pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) {
            self.patternName = pattern.name
            self.color = color
        }

        /// Draw a single solid line.
        public static let single = LineStyle()

        /// The pattern, that the line has.
        public struct Pattern: Sendable {
            let name: String
            /// Draw a solid line.
            public static let solid = Pattern(name: "solid")
            /// Draw a line of dots.
            public static let dot = Pattern(name: "dot")
            /// Draw a line of dashes.
            public static let dash = Pattern(name: "dash")
            /// Draw a line of alternating dashes and dots.
            public static let dashDot = Pattern(name: "dashDot")
            /// Draw a line of alternating dashes and two dots.
            public static let dashDotDot = Pattern(name: "dashDotDot")
        }
    }
}
