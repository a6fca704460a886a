// ViewLifecycle · LifecycleTrace

/// Text from a trace made safe inside an SVG document's text and attribute values.
///
/// Every string in a timeline can come from the input, so each passes through ``escaped(_:)``:
/// no input can close an element or an attribute, add markup, or make the document ill-formed.
package enum SVGText {
    /// `text` with its control characters written as Swift escapes by ``TerminalText`` (so
    /// they are seen, as in `check`'s text), the characters XML 1.0 forbids replaced with
    /// U+FFFD, and `&`, `<`, `>`, `"` and `'` written as entities.
    ///
    /// - Parameter text: A string from the input or the renderer.
    /// - Returns: Text for an element's content or a quoted attribute value.
    package static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in TerminalText.escaped(text).unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            // Noncharacters XML 1.0 excludes; the surrogates cannot be in a Swift string.
            case "\u{FFFE}", "\u{FFFF}": result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `text` cut to at most `limit` characters, the last one an ellipsis when cut, so a long
    /// name stays within its lane.
    ///
    /// - Parameters:
    ///   - text: The text, before escaping.
    ///   - limit: The most characters kept, at least 1.
    /// - Returns: The text, unchanged when short enough.
    package static func truncated(_ text: String, to limit: Int) -> String {
        guard text.count > limit else { return text }
        return text.prefix(max(limit - 1, 0)) + "…"
    }
}
