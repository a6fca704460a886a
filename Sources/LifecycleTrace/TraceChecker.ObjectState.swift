// ViewLifecycle · LifecycleTrace

import LifecycleCore

extension TraceChecker {
    /// What the checker remembers about one object: a handful of values, whatever the trace length.
    struct ObjectState: Sendable {
        var typeName: String?
        var recordCount = 0
        var phase = AppearancePhase.hidden
        var loadLine: Int?
        var deinitLine: Int?
        /// The line and callback that began the current phase; the callback is kept as its
        /// kind, not its string, so beginning a phase retains nothing on every record.
        var phaseStart: (line: Int, raw: RawCallback)?
        /// Whether the last appearance callback was `viewDidDisappear`.
        var justDisappeared = false
        /// Appearance callbacks seen before any `viewDidLoad`, reported if one comes late.
        var beforeLoad: [(line: Int, callback: String)] = []
        var beforeLoadCount = 0

        init(typeName: String?, recordCount: Int = 0) {
            self.typeName = typeName
            self.recordCount = recordCount
        }

        mutating func consume(_ record: TraceRecord, findings: inout [TraceFinding]) {
            recordCount += 1
            if typeName == nil { typeName = record.typeName }
            func report(_ rule: TraceRule, _ message: String, line: Int = record.line) {
                findings.append(
                    TraceFinding(
                        line: line, object: record.object, typeName: typeName, rule: rule, message: message))
            }
            let callback = record.callback
            if let deinitLine {
                report(
                    .callbackAfterDeinit,
                    "\(callback) after deinit at line \(deinitLine) (or the address was reused)")
                return
            }
            guard let raw = record.rawCallback else { return }
            if raw != .viewDidLoad && raw != .teardown && loadLine == nil {
                beforeLoadCount += 1
                if beforeLoad.count < 8 { beforeLoad.append((record.line, callback)) }
            }
            switch raw {
            case .viewDidLoad:
                if let loadLine {
                    report(.viewDidLoadTwice, "viewDidLoad() again; it was called at line \(loadLine)")
                    return
                }
                loadLine = record.line
                for early in beforeLoad {
                    report(
                        .appearanceBeforeLoad, "\(early.callback) before viewDidLoad() (line \(record.line))",
                        line: early.line)
                }
                if beforeLoadCount > 0 {
                    let first = beforeLoad[0]
                    report(
                        .lateViewDidLoad,
                        "viewDidLoad() after \(beforeLoadCount) appearance callback(s), the first \(first.callback) at line \(first.line)"
                    )
                }
            case .viewWillAppear:
                if phase == .disappearing, let start = phaseStart {
                    report(
                        .cancelledTransition,
                        "viewWillAppear(_:) reverses the disappearance \(ObjectState.name(of: start.raw)) began at line \(start.line) (legal in UIKit)"
                    )
                }
                begin(.appearing, raw, record.line)
            case .viewIsAppearing:
                if phase != .appearing {
                    report(
                        .didWithoutWill, "viewIsAppearing(_:) without viewWillAppear(_:) in this transition")
                    begin(.appearing, raw, record.line)
                }
            case .viewDidAppear:
                if phase != .appearing {
                    if justDisappeared {
                        report(
                            .didAppearAfterDidDisappear,
                            "viewDidAppear(_:) right after viewDidDisappear(_:) at line \(phaseStart?.line ?? 0), with no viewWillAppear(_:) between"
                        )
                    } else {
                        report(
                            .didWithoutWill, "viewDidAppear(_:) without viewWillAppear(_:) in this transition"
                        )
                    }
                }
                begin(.visible, raw, record.line)
            case .viewWillDisappear:
                if phase == .appearing, let start = phaseStart {
                    report(
                        .cancelledTransition,
                        "viewWillDisappear(_:) cancels the appearance \(ObjectState.name(of: start.raw)) began at line \(start.line) (legal in UIKit)"
                    )
                }
                begin(.disappearing, raw, record.line)
            case .viewDidDisappear:
                if phase != .disappearing {
                    report(
                        .didWithoutWill,
                        "viewDidDisappear(_:) without viewWillDisappear(_:) in this transition")
                }
                begin(.hidden, raw, record.line)
                justDisappeared = true
                return
            case .teardown:
                deinitLine = record.line
                if phase != .hidden, let start = phaseStart {
                    report(
                        .deinitWhileAppeared,
                        "deinit while \(phase.word) (since \(ObjectState.name(of: start.raw)) at line \(start.line)); viewDidDisappear(_:) never came"
                    )
                }
                return
            }
            justDisappeared = false
        }

        private mutating func begin(_ phase: AppearancePhase, _ raw: RawCallback, _ line: Int) {
            self.phase = phase
            phaseStart = (line, raw)
        }

        /// The `#function` name `rawCallback` read the kind from: each kind has exactly one, so
        /// the string is rebuilt only when a finding quotes it.
        static func name(of raw: RawCallback) -> String {
            switch raw {
            case .viewDidLoad: "viewDidLoad()"
            case .viewWillAppear: "viewWillAppear(_:)"
            case .viewIsAppearing: "viewIsAppearing(_:)"
            case .viewDidAppear: "viewDidAppear(_:)"
            case .viewWillDisappear: "viewWillDisappear(_:)"
            case .viewDidDisappear: "viewDidDisappear(_:)"
            case .teardown: "deinit"
            }
        }
    }
}
