// ViewLifecycle · LifecycleDemo
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import HeadlessUIKit
    import LifecycleCore
    import LifecycleTrace

    /// Runs the app session's steps and turns each into a ``SessionStep``: the UIKit column from
    /// HeadlessUIKit's trace, marked with `TraceChecker`'s findings and the balancer's repairs (from
    /// `TraceNormalizer`, so the contract is judged by the same code `lifecycle check` and
    /// `lifecycle normalize` run), merged in time with what the screens' modifiers logged.
    @MainActor
    struct SessionRecorder {
        /// Where the modifiers report.
        let log: SessionLog
        /// Who is who in the trace.
        let cast: SessionCast
        /// The steps so far.
        private(set) var steps: [SessionStep] = []

        private var checker = TraceChecker()
        private var normalizer = TraceNormalizer()
        /// How many trace records earlier steps took.
        private var consumed = 0

        /// Creates a recorder of a session reporting to `log`.
        init(log: SessionLog, cast: SessionCast) {
            self.log = log
            self.cast = cast
        }

        /// Runs one step until idle and records it.
        ///
        /// - Parameters:
        ///   - title: What happens, in a user's words.
        ///   - note: What the step shows that its events alone do not, if anything.
        ///   - body: The step: driver calls and UIKit code.
        mutating func step(_ title: String, note: String? = nil, _ body: () -> Void) {
            cast.forgetDeparted()
            cast.refresh()
            let logStart = log.entries.count
            body()
            Headless.runUntilIdle()
            cast.refresh()
            let records = Array(Headless.trace.dropFirst(consumed))
            var repairs: [Int: SessionMark] = [:]
            for record in records {
                checker.consume(record)
                if let step = normalizer.consume(record) { repairs[record.line] = Self.repair(step) }
            }
            let lines = consumed..<(consumed + records.count)
            var findings: [Int: SessionMark] = [:]
            for finding in checker.report().findings where lines.contains(finding.line - 1) {
                let kind: SessionMark.Kind = finding.severity == .breach ? .breach : .note
                findings[finding.line] =
                    findings[finding.line] ?? SessionMark(kind: kind, text: finding.rule.rawValue)
            }
            // A log entry made after n records sorts between record n and record n + 1.
            var timed: [(key: Int, event: SessionEvent)] = []
            for record in records {
                guard let label = cast.label(of: record), record.rawCallback != nil else { continue }
                let mark = findings[record.line] ?? repairs[record.line] ?? nil
                if record.rawCallback == .teardown, mark == nil { continue }
                let callback = record.callback.replacingOccurrences(of: "(_:)", with: "")
                    .replacingOccurrences(of: "()", with: "")
                timed.append(
                    (
                        2 * record.line - 1,
                        SessionEvent(column: .uikit, text: "\(label) \(callback)", mark: mark)
                    ))
            }
            for entry in log.entries.dropFirst(logStart) {
                timed.append((2 * entry.position, entry.event))
            }
            let events = timed.enumerated().sorted {
                ($0.element.key, $0.offset) < ($1.element.key, $1.offset)
            }
            .map(\.element.event)
            steps.append(
                SessionStep(
                    number: steps.count + 1, title: title, events: events,
                    notes: cast.takeNotes() + [note].compactMap { $0 }))
            consumed += records.count
        }

        /// The balancer's repair of one callback: dropped, or events synthesized before its own.
        private static func repair(_ step: TraceNormalizer.Step) -> SessionMark? {
            if step.delivered.isEmpty {
                return step.callback == RawCallback.teardown.functionName
                    ? nil : SessionMark(kind: .repair, text: "dropped by the balancer")
            }
            let added = zip(step.delivered, step.synthesized).filter(\.1).map {
                String($0.0.prefix { $0 != "(" })
            }
            guard !added.isEmpty else { return nil }
            return SessionMark(kind: .repair, text: "balancer adds " + added.joined(separator: ", "))
        }
    }

#endif
