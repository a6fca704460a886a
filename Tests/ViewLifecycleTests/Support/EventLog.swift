// ViewLifecycle · ViewLifecycleTests

/// What the handlers under test reported, in order: the transcript each step is checked against.
@MainActor final class EventLog {
    static let shared = EventLog()
    private var lines: [String] = []

    /// Starts a test: a fresh world and an empty log.
    static func start() -> EventLog {
        Driver.reset()
        shared.lines.removeAll()
        return shared
    }

    func append(_ line: String) { lines.append(line) }

    /// Returns the lines logged since the last take.
    func take() -> [String] {
        defer { lines.removeAll() }
        return lines
    }
}

/// Logs one line.
@MainActor func log(_ line: String) { EventLog.shared.append(line) }

/// Logs `event` with its context as `"<name> willDisappear animated removed"`.
@MainActor func log(_ name: String, _ event: LifecycleEvent, _ context: LifecycleContext) {
    var words = [name, "\(event)".prefix { $0 != "(" }.description]
    if context.isAnimated { words.append("animated") }
    if context.isInteractive { words.append("interactive") }
    if context.isCancellationReversal { words.append("reversal") }
    if let reason = context.disappearanceReason { words.append("\(reason)") }
    log(words.joined(separator: " "))
}
