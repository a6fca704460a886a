// ViewLifecycle · ViewLifecycleTests

/// Every tracked view's stream in one random session, each judged by its own checker as it
/// arrives; the first breach is kept with the stream that led to it.
@MainActor final class SessionRecorder {
    /// The identities' names and checkers, by identity number.
    private var streams: [Int: (name: String, checker: DeliveredStreamChecker, lines: [String])] = [:]
    /// Whether the app is active, as the session last made it.
    var sceneActive = true
    /// The first breach, with the stream that led to it.
    private(set) var failure: String?

    /// Records an event of identity `number`.
    func record(_ number: Int, _ name: String, _ event: LifecycleEvent, _ context: LifecycleContext) {
        var stream = streams[number] ?? (name, DeliveredStreamChecker(), [])
        stream.lines.append("\(event) \(context)")
        let breach = stream.checker.check(event, context)
        streams[number] = stream
        if let breach { fail(number, breach) }
    }

    /// Records a visibility report of identity `number`.
    func record(_ number: Int, _ name: String, visible: Bool) {
        var stream = streams[number] ?? (name, DeliveredStreamChecker(), [])
        stream.lines.append("visible \(visible)")
        let breach = stream.checker.check(visibility: visible, sceneActive: sceneActive)
        streams[number] = stream
        if let breach { fail(number, breach) }
    }

    /// Checks every stream between actions: no visibility change left unreported.
    func checkSettled() {
        for (number, stream) in streams {
            if let breach = stream.checker.checkSettledVisibility(sceneActive: sceneActive) {
                fail(number, breach)
            }
        }
    }

    /// Checks every stream once the session's window is gone: each ended hidden.
    func checkEnded() {
        for (number, stream) in streams {
            if let breach = stream.checker.checkEnded() { fail(number, breach) }
        }
    }

    /// How many events and reports were delivered in all.
    var deliveries: Int { streams.values.reduce(0) { $0 + $1.lines.count } }

    private func fail(_ number: Int, _ breach: String) {
        guard failure == nil, let stream = streams[number] else { return }
        failure = "\(stream.name) #\(number): \(breach)\n  stream: \(stream.lines.joined(separator: ", "))"
    }
}
