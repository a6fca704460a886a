// ViewLifecycle · LifecycleTrace

import LifecycleCore

extension TraceChecker {
    /// What the checker remembers about one live object's lifetime: a handful of values,
    /// whatever the trace length.
    ///
    /// A log may keep hundreds of thousands of objects alive at once, so the fields are ordered
    /// for a small layout (128 bytes): each optional's tag byte shares a word with the small
    /// fields after it.
    struct ObjectState: Sendable {
        /// The address as printed, which the report names the object by.
        var address: String
        var typeName: String?
        var recordCount = 0
        var loadLine: Int?
        /// The object's own phase machine, fed its callbacks in the raw order (``AppearanceMachine/follow(_:)``),
        /// so it remembers what a phase has had, a `viewIsAppearing` included.
        var appearance = AppearanceMachine()
        /// Whether the last appearance callback was `viewDidDisappear`.
        var justDisappeared = false
        /// The callback that began the current phase, kept as its kind, not its string, so
        /// beginning a phase retains nothing; `phaseStartLine` is its line.
        var phaseStartRaw: RawCallback?
        var phaseStartLine = 0
        /// Appearance callbacks seen before any `viewDidLoad`, reported if one comes late.
        var beforeLoad: [(line: Int, callback: RawCallback)] = []
        var beforeLoadCount = 0
        /// The lifetime's findings, kept up to the limit per rule.
        var findings = FindingLog()
        /// The lifetime's position among all lifetimes the checker has begun, which orders the
        /// ones still alive at the end.
        var ordinal = 0

        /// The phase the object's callbacks have left it in.
        var phase: AppearancePhase { appearance.phase }

        /// The line and callback that began the current phase.
        var phaseStart: (line: Int, raw: RawCallback)? {
            phaseStartRaw.map { (phaseStartLine, $0) }
        }

        /// Creates the state of a lifetime that begins at `address`.
        init(address: String, typeName: String?, ordinal: Int) {
            self.address = address
            self.typeName = typeName
            self.ordinal = ordinal
        }

        /// The lifetime as the report lists it.
        var section: TraceReport.Object {
            TraceReport.Object(
                address: address, typeName: typeName, recordCount: recordCount, finalPhase: phase,
                findings: findings.findingsInLineOrder, omittedFindings: findings.omissionsInLineOrder)
        }

        /// Checks one callback: `raw` is what the callback stands for, if it is a view-controller
        /// callback; the findings' messages name it by ``RawCallback/functionName``.
        mutating func consume(line: Int, raw: RawCallback?) {
            recordCount += 1
            if let raw { consume(raw, line: line) }
        }

        /// Checks one view-controller callback of a live object; each case states all it changes.
        @inline(__always)
        private mutating func consume(_ raw: RawCallback, line: Int) {
            switch raw {
            case .viewDidLoad:
                if let loadLine {
                    // A repeat changes nothing but the report.
                    report(
                        finding(
                            .viewDidLoadTwice, "\(raw.functionName) again; it was called at line \(loadLine)",
                            line: line))
                } else {
                    loadLine = line
                    if !beforeLoad.isEmpty { report(lateLoadFindings(line: line)) }
                    justDisappeared = false
                }
            case .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear:
                noteIfBeforeLoad(line, raw)
                consumeAppearance(raw, line: line)
            case .teardown:
                if phase != .hidden, let start = phaseStart {
                    report(
                        finding(
                            .deinitWhileAppeared,
                            "\(raw.functionName) while \(phase.rawValue) (since \(start.raw.functionName) at line \(start.line)); \(RawCallback.viewDidDisappear(animated: false).functionName) never came",
                            line: line))
                }
            }
        }

        /// Checks an appearance callback by what the object's phase machine makes of it, and
        /// follows it: the checker reports the raw order, so even a refused callback moves the
        /// phase to the one it leads to.
        private mutating func consumeAppearance(_ raw: RawCallback, line: Int) {
            let before = appearance.phase
            switch appearance.follow(raw) {
            case .advance(let target):
                // `viewIsAppearing` while appearing is a step within the phase, which it leaves
                // begun where it was.
                if target != before { begin(raw, line) }
            case .cancel(let target):
                let verb = target == .appearing ? "reverses the disappearance" : "cancels the appearance"
                report(cancellation(by: raw, verb, line: line))
                begin(raw, line)
            case .repair(let will, _):
                if case .viewDidAppear = raw, justDisappeared {
                    report(
                        finding(
                            .didAppearAfterDidDisappear,
                            "\(raw.functionName) right after \(RawCallback.viewDidDisappear(animated: false).functionName) at line \(phaseStart?.line ?? 0), with no \(will.functionName) between",
                            line: line))
                } else {
                    report(didWithoutWill(raw, will, line: line))
                }
                begin(raw, line)
            case .refuse(.redundant):
                // A second `viewIsAppearing` is a step within the phase too; a `will` repeated or
                // out of turn begins the phase it leads to.
                if case .viewIsAppearing = raw {
                    report(isAppearingTwice(raw, line: line))
                } else {
                    begin(raw, line)
                }
            case .refuse(.missingWill(let will)):
                report(didWithoutWill(raw, will, line: line))
                begin(raw, line)
            case .refuse(.notAppearance):
                break
            }
            if case .viewDidDisappear = raw { justDisappeared = true } else { justDisappeared = false }
        }

        /// Remembers an appearance callback that came before any `viewDidLoad`.
        private mutating func noteIfBeforeLoad(_ line: Int, _ callback: RawCallback) {
            guard loadLine == nil else { return }
            beforeLoadCount += 1
            if beforeLoad.count < 8 { beforeLoad.append((line, callback)) }
        }

        /// The findings a `viewDidLoad` at `line` makes of the appearance callbacks before it.
        private func lateLoadFindings(line: Int) -> [TraceFinding] {
            var findings = beforeLoad.map { early in
                finding(
                    .appearanceBeforeLoad,
                    "\(early.callback.functionName) before \(RawCallback.viewDidLoad.functionName) (line \(line))",
                    line: early.line)
            }
            if let first = beforeLoad.first {
                findings.append(
                    finding(
                        .lateViewDidLoad,
                        "\(RawCallback.viewDidLoad.functionName) after \(beforeLoadCount) appearance callback(s), the first \(first.callback.functionName) at line \(first.line)",
                        line: line))
            }
            return findings
        }

        /// Counts a finding, and keeps it under the lifetime's limit.
        private mutating func report(_ finding: TraceFinding) {
            findings.append(finding)
        }

        private mutating func report(_ list: [TraceFinding]) {
            for finding in list { findings.append(finding) }
        }

        /// Marks `raw` at `line` as the callback that began the phase the machine is in now.
        private mutating func begin(_ raw: RawCallback, _ line: Int) {
            phaseStartRaw = raw
            phaseStartLine = line
        }

        /// A `did` (or `viewIsAppearing`) whose transition had no `will`.
        private func didWithoutWill(_ did: RawCallback, _ will: RawCallback, line: Int) -> TraceFinding {
            finding(
                .didWithoutWill, "\(did.functionName) without \(will.functionName) in this transition",
                line: line)
        }

        /// A `viewIsAppearing` in an appearing phase that already had one.
        private func isAppearingTwice(_ raw: RawCallback, line: Int) -> TraceFinding {
            let start = phaseStart.map { " \($0.raw.functionName) began at line \($0.line)" } ?? ""
            let expected =
                "\(RawCallback.viewDidAppear(animated: false).functionName) or \(RawCallback.viewWillDisappear(animated: false).functionName)"
            return finding(
                .isAppearingTwice,
                "\(raw.functionName) again in the appearance\(start); UIKit calls it once per appearance, so \(expected) was expected",
                line: line)
        }

        /// The note that `raw` turns back the phase the last callback began, if one did.
        private func cancellation(by raw: RawCallback, _ verb: String, line: Int) -> [TraceFinding] {
            guard let start = phaseStart else { return [] }
            let message =
                "\(raw.functionName) \(verb) \(start.raw.functionName) began at line \(start.line) (legal in UIKit)"
            return [finding(.cancelledTransition, message, line: line)]
        }

        private func finding(_ rule: TraceRule, _ message: String, line: Int) -> TraceFinding {
            TraceFinding(line: line, object: address, typeName: typeName, rule: rule, message: message)
        }
    }
}
