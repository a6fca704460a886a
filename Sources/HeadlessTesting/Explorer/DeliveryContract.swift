// ViewLifecycle · HeadlessTesting

import HeadlessUIKit
import LifecycleCore

/// Checks the events the modifiers deliver to each tracked view against the event contract
/// (Docs/DESIGN.md): `load` at most once and before any appearance; only the phase machine's
/// edges, never a repair or a repeat; `isAppearing` once per appearing phase; hidden when the
/// view ends; nothing after its end.
struct DeliveryContract {
    private struct ViewState {
        var machine = AppearanceMachine()
        var isLoaded = false
        var hasEnded = false
    }

    private var states: [Int: ViewState] = [:]

    /// Checks one delivery.
    ///
    /// - Returns: What breaks the contract, in a sentence, or `nil`.
    mutating func check(view: Int, _ report: LifecycleDeliveryObserver.Report) -> String? {
        var state = states[view] ?? ViewState()
        defer { states[view] = state }
        let name = "tracked view \(view)"
        if state.hasEnded { return "\(name) got \(Self.describe(report)) after it ended" }
        switch report {
        case .tearDown:
            state.hasEnded = true
            guard state.machine.phase == .hidden else {
                return
                    "\(name) ended while \(state.machine.phase.rawValue): its disappearance was never delivered"
            }
        case .event(.load):
            if state.isLoaded { return "\(name) got load twice" }
            state.isLoaded = true
        case .event(let event):
            let phase = state.machine.phase
            guard state.isLoaded else { return "\(name) got \(event) before load" }
            switch state.machine.receive(Self.callback(delivering: event)) {
            case .advance, .cancel: break
            case .repair, .refuse: return "\(name) got \(event) while \(phase.rawValue)"
            }
        }
        return nil
    }

    /// The views whose last phase is not hidden, with it, for the check after teardown.
    var unfinished: [(view: Int, phase: AppearancePhase)] {
        states.filter { !$0.value.hasEnded && $0.value.machine.phase != .hidden }
            .map { ($0.key, $0.value.machine.phase) }.sorted { $0.view < $1.view }
    }

    private static func describe(_ report: LifecycleDeliveryObserver.Report) -> String {
        switch report {
        case .event(let event): "\(event)"
        case .tearDown: "its end again"
        }
    }

    /// The raw callback whose edge the event is.
    private static func callback(delivering event: LifecycleEvent) -> RawCallback {
        switch event {
        case .load: .viewDidLoad
        case .willAppear(let animated): .viewWillAppear(animated: animated)
        case .isAppearing(let animated): .viewIsAppearing(animated: animated)
        case .didAppear(let animated): .viewDidAppear(animated: animated)
        case .willDisappear(let animated): .viewWillDisappear(animated: animated)
        case .didDisappear(let animated): .viewDidDisappear(animated: animated)
        }
    }
}
