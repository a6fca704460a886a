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

        /// The line and callback that began the current phase.
        var phaseStart: (line: Int, raw: RawCallback)? {
            phaseStartRaw.map { (phaseStartLine, $0) }
        }

        init(address: String, typeName: String?, recordCount: Int = 0) {
            self.address = address
            self.typeName = typeName
            self.recordCount = recordCount
        }

        /// Checks one callback: `raw` is what the callback stands for, if it is a view-controller
        /// callback, and `callback` its name, for the findings' messages.
        mutating func consume(line: Int, callback: String, raw: RawCallback?, findings: inout [TraceFinding])
        {
            recordCount += 1
            func report(_ rule: TraceRule, _ message: String, line reportedLine: Int = line) {
                findings.append(
                    TraceFinding(
                        line: reportedLine, object: address, typeName: typeName, rule: rule, message: message)
                )
            }
            if let deinitLine {
                report(
                    .callbackAfterDeinit,
                    "\(callback) after deinit at line \(deinitLine) (or the address was reused)")
                return
            }
            guard let raw else { return }
            // A pattern, not `!=`: RawCallback's synthesized `==` is a call into LifecycleCore.
            switch raw {
            case .viewDidLoad, .teardown: break
            default:
                guard loadLine == nil else { break }
                beforeLoadCount += 1
                if beforeLoad.count < 8 { beforeLoad.append((line, callback)) }
            }
            switch raw {
            case .viewDidLoad:
                if let loadLine {
                    report(.viewDidLoadTwice, "viewDidLoad() again; it was called at line \(loadLine)")
                    return
                }
                loadLine = line
                for early in beforeLoad {
                    report(
                        .appearanceBeforeLoad, "\(early.callback) before viewDidLoad() (line \(line))",
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
                begin(.appearing, raw, line)
            case .viewIsAppearing:
                if phase != .appearing {
                    report(
                        .didWithoutWill, "viewIsAppearing(_:) without viewWillAppear(_:) in this transition")
                    begin(.appearing, raw, line)
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
                begin(.visible, raw, line)
            case .viewWillDisappear:
                if phase == .appearing, let start = phaseStart {
                    report(
                        .cancelledTransition,
                        "viewWillDisappear(_:) cancels the appearance \(ObjectState.name(of: start.raw)) began at line \(start.line) (legal in UIKit)"
                    )
                }
                begin(.disappearing, raw, line)
            case .viewDidDisappear:
                if phase != .disappearing {
                    report(
                        .didWithoutWill,
                        "viewDidDisappear(_:) without viewWillDisappear(_:) in this transition")
                }
                begin(.hidden, raw, line)
                justDisappeared = true
                return
            case .teardown:
                deinitLine = line
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
            phaseStartRaw = raw
            phaseStartLine = line
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
