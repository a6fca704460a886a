// ViewLifecycle · Fuzz

import LifecycleTrace

/// The contract as the normalizer's lanes show it, per object lifetime across a lane's parts:
/// `load` once and before any appearance event; appearance events follow the phase machine; each
/// step ends with the callback's own event, the ones before it synthesized; at most three.
struct LaneContract {
    private enum Phase { case hidden, appearing, visible, disappearing }
    private struct State {
        var loaded = false
        var phase = Phase.hidden
        var appearanceSeen = false
    }

    private var states: [String: State] = [:]

    /// Checks one lane (or part), continuing the state of the lane it continues.
    mutating func check(_ lane: TraceNormalizer.Lane) {
        var state = lane.isContinued == true ? states[lane.object] ?? State() : State()
        OutputInvariants.checkText(lane.renderText(), lineCount: 1 + lane.steps.count)
        for step in lane.steps {
            precondition(step.delivered.count == step.synthesized.count && step.delivered.count <= 3)
            precondition(
                step.synthesized.dropLast().allSatisfy { $0 }, "own event not last at line \(step.line)")
            for event in step.delivered { apply(event, to: &state, line: step.line) }
        }
        let ended = lane.steps.last?.callback == "deinit"
        states[lane.object] = ended ? nil : state
        if ended { precondition(state.phase == .hidden, "deinit left \(lane.object) \(state.phase)") }
    }

    private func apply(_ event: String, to state: inout State, line: Int) {
        let name = event.prefix { $0 != "(" }
        if name == "load" {
            precondition(!state.loaded && !state.appearanceSeen, "load again or late at line \(line)")
            state.loaded = true
            return
        }
        precondition(state.loaded, "\(event) before load at line \(line)")
        state.appearanceSeen = true
        switch (state.phase, name) {
        case (.hidden, "willAppear"), (.disappearing, "willAppear"): state.phase = .appearing
        case (.appearing, "isAppearing"): break
        case (.appearing, "didAppear"): state.phase = .visible
        case (.visible, "willDisappear"), (.appearing, "willDisappear"): state.phase = .disappearing
        case (.disappearing, "didDisappear"): state.phase = .hidden
        default: preconditionFailure("\(event) in phase \(state.phase) at line \(line)")
        }
    }
}
