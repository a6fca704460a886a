// ViewLifecycle · HeadlessTesting

import Testing

extension Headless {
    /// Records a Swift Testing issue when the screen is not `expected`, with the lines that
    /// differ as a unified diff (`-` expected, `+` actual, two lines of context).
    ///
    /// The screen is `Headless.screen()`: the key window, one element a line. Use it where
    /// `#expect(Headless.screen() == expected)` would print both whole screens.
    ///
    /// - Parameters:
    ///   - expected: The screen text the test expects, one element a line.
    ///   - sourceLocation: Where the issue is recorded: the caller, by default.
    public static func expectScreen(_ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let message = MismatchMessage.compare("The screen", expected: expected, actual: screen()) else {
            return
        }
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }

    /// Records a Swift Testing issue when an event log is not `expected`, with the events that
    /// differ as a unified diff (`-` expected, `+` actual, two events of context).
    ///
    /// - Parameters:
    ///   - log: The events the test recorded, in order: one line each.
    ///   - expected: The events the test expects, in order.
    ///   - sourceLocation: Where the issue is recorded: the caller, by default.
    nonisolated public static func expectTranscript(
        _ log: [String], equals expected: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let text = { (events: [String]) in events.map { $0 + "\n" }.joined() }
        guard
            let message = MismatchMessage.compare(
                "The transcript", expected: text(expected), actual: text(log))
        else { return }
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}
