// ViewLifecycle · HeadlessTesting

/// The message a failed comparison of two texts records: what was compared, then the lines that
/// differ as a unified diff, so a long screen or transcript shows only what changed.
package enum MismatchMessage {
    /// The message for `actual` not being `expected`, or `nil` when they are equal.
    ///
    /// - Parameters:
    ///   - subject: What was compared, as the message's first words: "The screen".
    ///   - expected: The text the test expected.
    ///   - actual: The text it got.
    /// - Returns: The message, or `nil` when the texts are equal.
    package static func compare(_ subject: String, expected: String, actual: String) -> String? {
        guard expected != actual else { return nil }
        let diff = LineDiff(expected: expected, actual: actual)
        guard !diff.isEmpty else {
            let ending = { (text: String) in text.hasSuffix("\n") ? "ends with a newline" : "does not" }
            return "\(subject) differs only at its end: the expected text \(ending(expected)), "
                + "the actual text \(ending(actual))."
        }
        return "\(subject) differs from the expected text (-expected +actual):\n" + diff.unified()
    }
}
