// ViewLifecycle · CoreGraphics

/// CoreGraphics' ways to paint a path: fill, stroke or both, by the winding or even-odd rule.
public enum CGPathDrawingMode: Int32, @unchecked Sendable {
    /// Fills by the nonzero winding rule.
    case fill = 0
    /// Fills by the even-odd rule.
    case eoFill = 1
    /// Strokes.
    case stroke = 2
    /// Fills by the winding rule, then strokes.
    case fillStroke = 3
    /// Fills by the even-odd rule, then strokes.
    case eoFillStroke = 4
}
