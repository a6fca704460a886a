// ViewLifecycle · LifecycleTrace

/// Text from a trace made safe to print on one line of a terminal or a text report.
///
/// Every string in a report can come from the input (a JSON Lines value may hold a newline, a
/// console log an ESC byte), so the renderers pass each finished line through ``escaped(_:)``:
/// no input can split a report line, move the cursor or change the terminal's colours.
public enum TerminalText {
    /// `line` with its control characters written as Swift escapes: `\n`, `\r`, `\t`, and
    /// `\u{1B}` for the others (C0, DEL, C1, and the Unicode line and paragraph separators).
    ///
    /// - Parameter line: One line of output.
    /// - Returns: The line, unchanged when it holds no control character.
    /// - Complexity: O(*n*); a printable ASCII line is returned after one pass over its bytes.
    public static func escaped(_ line: String) -> String {
        guard line.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F }) else { return line }
        var result = ""
        result.reserveCapacity(line.utf8.count)
        for scalar in line.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where isControl(scalar):
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether a terminal or an editor may act on `scalar` rather than show it.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
    }
}
