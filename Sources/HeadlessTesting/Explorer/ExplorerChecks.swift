// ViewLifecycle · HeadlessTesting

import LifecycleCore
import LifecycleTrace

/// The checks the explorer makes after every action, over what the recorder took since the
/// last one: the modifiers' streams against the event contract, the runtime's callbacks against
/// UIKit's documented order, the runtime's console, and the test's invariant.
@MainActor
struct ExplorerChecks {
    private var checked = 0
    private var contract = DeliveryContract()
    private var callbackOrder = TraceChecker()
    private var warningCount: Int
    private let invariant: @MainActor () throws -> Bool

    init(invariant: @escaping @MainActor () throws -> Bool) {
        self.invariant = invariant
        warningCount = Headless.consoleMessages.count
    }

    /// Checks what happened since the last call.
    ///
    /// - Parameters:
    ///   - recorder: The recorder of the run.
    ///   - checksInvariant: Whether to ask the invariant (not after teardown: no screen is left).
    /// - Returns: The first finding, or `nil`.
    mutating func check(_ recorder: LifecycleRecorder, checksInvariant: Bool = true) -> ExplorerFinding? {
        recorder.takeTrace()
        let entries = recorder.entries
        var finding: ExplorerFinding?
        for entry in entries[checked...] {
            switch entry {
            case .callback(let record): callbackOrder.consume(record)
            case .delivery(let view, let report):
                if finding == nil, let breach = contract.check(view: view, report) {
                    finding = ExplorerFinding(kind: .contract, message: breach)
                }
            }
        }
        checked = entries.count
        if let finding { return finding }
        let ended = callbackOrder.takeFinishedObjects().flatMap(\.findings)
        let report = callbackOrder.report()
        if report.breachCount > 0 {
            let breach = (ended + report.findings).first { $0.severity == .breach }
            let object = breach.map { "\($0.typeName ?? $0.object ?? "the log"): \($0.message)" }
            return ExplorerFinding(kind: .callbackOrder, message: object ?? "\(report.breachCount) breaches")
        }
        let warnings = Headless.consoleMessages
        if warnings.count > warningCount {
            return ExplorerFinding(kind: .warning, message: warnings[warningCount])
        }
        guard checksInvariant else { return nil }
        do {
            if try !invariant() {
                return ExplorerFinding(kind: .invariant, message: "the invariant returned false")
            }
        } catch {
            return ExplorerFinding(kind: .invariant, message: "the invariant threw \(error)")
        }
        return nil
    }

    /// The tracked views that never came back to hidden nor ended, for the check after teardown.
    var unfinishedViews: [(view: Int, phase: AppearancePhase)] { contract.unfinished }
}
