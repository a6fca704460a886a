// ViewLifecycle · LifecycleCoreTests

import LifecycleCore
import Testing

/// Seed 000's two controllers, their raw callbacks as the Playground log printed them (console
/// logs do not print `animated`, so it reads as `false`; `deinit` is teardown), and what the
/// balancer delivers instead. Layout and init lines are not lifecycle callbacks and are left out.
struct Seed000BalancerTests {
    private func deliver(_ raws: [RawCallback]) -> [[LifecycleEvent]] {
        var balancer = AppearanceBalancer()
        return raws.map { Array(balancer.receive($0)) }
    }

    @Test("controller 0x7f88daee0370: its didAppear after didDisappear becomes a fresh appearance")
    func firstController() {
        let delivered = deliver([
            .viewDidLoad,  // line 6
            .viewWillAppear(animated: false),  // line 9
            .viewWillDisappear(animated: false),  // line 12: cancels the appearance (legal edge)
            .viewDidDisappear(animated: false),  // line 28
            .viewDidAppear(animated: false),  // line 29: no willAppear since it disappeared
            .teardown,  // line 33, deinit while visible
        ])
        #expect(
            delivered == [
                [.load],
                [.willAppear(animated: false)],
                [.willDisappear(animated: false)],
                [.didDisappear(animated: false)],
                // Repair, not reorder: the missing willAppear is synthesized just before.
                [.willAppear(animated: false), .didAppear(animated: false)],
                // deinit while on screen: the disappearance is balanced.
                [.willDisappear(animated: false), .didDisappear(animated: false)],
            ])
    }

    @Test("controller 0x7f88daee4c30: load comes first, its late viewDidLoad is dropped")
    func secondController() {
        let delivered = deliver([
            .viewWillAppear(animated: false),  // line 19, before viewDidLoad
            .viewWillDisappear(animated: false),  // line 22
            .viewDidLoad,  // line 23: late
            .viewDidDisappear(animated: false),  // line 30
            .viewDidAppear(animated: false),  // line 34
            .viewWillDisappear(animated: false),  // line 35
            .viewDidDisappear(animated: false),  // line 36
            .teardown,  // line 38
        ])
        #expect(
            delivered == [
                [.load, .willAppear(animated: false)],
                [.willDisappear(animated: false)],
                [],
                [.didDisappear(animated: false)],
                [.willAppear(animated: false), .didAppear(animated: false)],
                [.willDisappear(animated: false)],
                [.didDisappear(animated: false)],
                // Already hidden: nothing to balance.
                [],
            ])
    }
}
