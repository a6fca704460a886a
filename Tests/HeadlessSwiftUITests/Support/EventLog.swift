// ViewLifecycle · HeadlessSwiftUITests

/// What the views and controllers under test printed, in order, as a device's console would show.
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

/// Shorthand for views: logs one line.
@MainActor func log(_ line: String) { EventLog.shared.append(line) }
