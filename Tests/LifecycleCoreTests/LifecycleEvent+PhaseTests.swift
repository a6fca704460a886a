// ViewLifecycle · LifecycleCoreTests

import LifecycleCore
import Testing

struct LifecycleEventPhaseTests {
    @Test("each event leaves the phase the balancer reports after delivering it")
    func phaseAfterMatchesTheBalancer() {
        // Drive a balancer through every edge, cancellation edges included, and compare the phase
        // after each single-event batch with the event's own answer.
        let raws: [RawCallback] = [
            .viewDidLoad, .viewWillAppear(animated: true), .viewIsAppearing(animated: true),
            .viewDidAppear(animated: true), .viewWillDisappear(animated: true),
            .viewWillAppear(animated: true), .viewWillDisappear(animated: true),
            .viewDidDisappear(animated: true),
        ]
        var balancer = AppearanceBalancer()
        var phases: [AppearancePhase?] = []
        for raw in raws {
            for event in balancer.receive(raw) {
                phases.append(event.phaseAfter)
                #expect(event.phaseAfter == nil || event.phaseAfter == balancer.phase)
            }
        }
        #expect(
            phases == [
                nil, .appearing, .appearing, .visible, .disappearing, .appearing, .disappearing, .hidden,
            ])
    }
}
