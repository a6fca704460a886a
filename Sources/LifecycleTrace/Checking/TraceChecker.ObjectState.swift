// ViewLifecycle · LifecycleTrace

import LifecycleCore

extension TraceChecker {
    /// What the checker remembers about one object: a handful of values, whatever the trace length.
    ///
    /// A long log holds hundreds of thousands of objects, so the fields are ordered for the
    /// smallest layout: each optional's tag byte shares a word with the small fields after it.
    struct ObjectState: Sendable {
        /// The address as printed, which the report names the object by.
        var address: String
        var typeName: String?
        var recordCount = 0
        var loadLine: Int?
        var phase = AppearancePhase.hidden
        /// Whether the last appearance callback was `viewDidDisappear`.
        var justDisappeared = false
        var deinitLine: Int?
        /// The callback that began the current phase, kept as its kind, not its string, so
        /// beginning a phase retains nothing; `phaseStartLine` is its line.
        var phaseStartRaw: RawCallback?
        var phaseStartLine = 0
        /// Appearance callbacks seen before any `viewDidLoad`, reported if one comes late.
        var beforeLoad: [(line: Int, callback: String)] = []
        var beforeLoadCount = 0
        /// The object's position in the checker's list, which keys its findings' limit: a new
        /// object at a freed address takes the same entry and shares the limit, so a log that
        /// reuses one address a million times keeps ten findings per rule, not a million.
        var slot = 0

        /// The line and callback that began the current phase.
        var phaseStart: (line: Int, raw: RawCallback)? {
            phaseStartRaw.map { (phaseStartLine, $0) }
        }

        init(address: String, typeName: String?, recordCount: Int = 0, slot: Int = 0) {
            self.address = address
            self.typeName = typeName
            self.recordCount = recordCount
            self.slot = slot
        }

        /// Checks one callback: `raw` is what the callback stands for, if it is a view-controller
        /// callback, and `callback` its name, for the findings' messages.
        mutating func consume(line: Int, callback: String, raw: RawCallback?, findings: inout FindingLog) {
            recordCount += 1
            if let deinitLine {
                report(
                    finding(
                        .callbackAfterDeinit,
                        "\(callback) after deinit at line \(deinitLine) (or the address was reused)",
                        line: line), to: &findings)
            } else if let raw {
                consume(raw, line: line, callback: callback, findings: &findings)
            }
        }

        /// Checks one view-controller callback of a live object; each case states all it changes.
        @inline(__always)
        private mutating func consume(
            _ raw: RawCallback, line: Int, callback: String, findings: inout FindingLog
        ) {
            switch raw {
            case .viewDidLoad:
                if let loadLine {
                    // A repeat changes nothing but the report.
                    report(
                        finding(
                            .viewDidLoadTwice, "viewDidLoad() again; it was called at line \(loadLine)",
                            line: line), to: &findings)
                } else {
                    loadLine = line
                    if !beforeLoad.isEmpty { report(lateLoadFindings(line: line), to: &findings) }
                    justDisappeared = false
                }
            case .viewWillAppear:
                noteIfBeforeLoad(line, callback)
                if phase == .disappearing {
                    report(cancellation(by: raw, "reverses the disappearance", line: line), to: &findings)
                }
                begin(.appearing, raw, line)
                justDisappeared = false
            case .viewIsAppearing:
                noteIfBeforeLoad(line, callback)
                if phase != .appearing {
                    report(didWithoutWill(raw, .viewWillAppear(animated: false), line: line), to: &findings)
                    begin(.appearing, raw, line)
                }
                justDisappeared = false
            case .viewDidAppear:
                noteIfBeforeLoad(line, callback)
                if phase != .appearing && justDisappeared {
                    report(
                        finding(
                            .didAppearAfterDidDisappear,
                            "viewDidAppear(_:) right after viewDidDisappear(_:) at line \(phaseStart?.line ?? 0), with no viewWillAppear(_:) between",
                            line: line), to: &findings)
                } else if phase != .appearing {
                    report(didWithoutWill(raw, .viewWillAppear(animated: false), line: line), to: &findings)
                }
                begin(.visible, raw, line)
                justDisappeared = false
            case .viewWillDisappear:
                noteIfBeforeLoad(line, callback)
                if phase == .appearing {
                    report(cancellation(by: raw, "cancels the appearance", line: line), to: &findings)
                }
                begin(.disappearing, raw, line)
                justDisappeared = false
            case .viewDidDisappear:
                noteIfBeforeLoad(line, callback)
                if phase != .disappearing {
                    report(
                        didWithoutWill(raw, .viewWillDisappear(animated: false), line: line), to: &findings)
                }
                begin(.hidden, raw, line)
                justDisappeared = true
            case .teardown:
                if phase != .hidden, let start = phaseStart {
                    report(
                        finding(
                            .deinitWhileAppeared,
                            "deinit while \(phase.rawValue) (since \(start.raw.functionName) at line \(start.line)); viewDidDisappear(_:) never came",
                            line: line), to: &findings)
                }
                deinitLine = line
            }
        }

        /// Remembers an appearance callback that came before any `viewDidLoad`.
        private mutating func noteIfBeforeLoad(_ line: Int, _ callback: String) {
            guard loadLine == nil else { return }
            beforeLoadCount += 1
            if beforeLoad.count < 8 { beforeLoad.append((line, callback)) }
        }

        /// The findings a `viewDidLoad` at `line` makes of the appearance callbacks before it.
        private func lateLoadFindings(line: Int) -> [TraceFinding] {
            var findings = beforeLoad.map { early in
                finding(
                    .appearanceBeforeLoad, "\(early.callback) before viewDidLoad() (line \(line))",
                    line: early.line)
            }
            if let first = beforeLoad.first {
                findings.append(
                    finding(
                        .lateViewDidLoad,
                        "viewDidLoad() after \(beforeLoadCount) appearance callback(s), the first \(first.callback) at line \(first.line)",
                        line: line))
            }
            return findings
        }

        /// Hands a finding to the log, under this object's limit.
        private func report(_ finding: TraceFinding, to findings: inout FindingLog) {
            findings.append(finding, slot: slot)
        }

        private func report(_ list: [TraceFinding], to findings: inout FindingLog) {
            for finding in list { findings.append(finding, slot: slot) }
        }

        private mutating func begin(_ phase: AppearancePhase, _ raw: RawCallback, _ line: Int) {
            self.phase = phase
            phaseStartRaw = raw
            phaseStartLine = line
        }

        /// A `did` (or `viewIsAppearing`) whose transition had no `will`.
        private func didWithoutWill(_ did: RawCallback, _ will: RawCallback, line: Int) -> TraceFinding {
            finding(
                .didWithoutWill, "\(did.functionName) without \(will.functionName) in this transition",
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
