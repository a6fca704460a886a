// ViewLifecycle · LifecycleCoreTests

import LifecycleCore
import Testing

/// The phase machine as transcripts, each callback followed by exactly what it means, and as one
/// table of every phase and callback.
struct AppearanceMachineTests {
    @Test("an ordinary cycle advances edge by edge and viewIsAppearing stays in appearing")
    func ordinaryCycle() {
        var machine = AppearanceMachine()
        #expect(machine.receive(.viewWillAppear(animated: true)) == .advance(to: .appearing))
        #expect(machine.receive(.viewIsAppearing(animated: true)) == .advance(to: .appearing))
        #expect(machine.isAppearingDelivered)
        #expect(machine.receive(.viewDidAppear(animated: true)) == .advance(to: .visible))
        #expect(machine.receive(.viewWillDisappear(animated: false)) == .advance(to: .disappearing))
        #expect(machine.receive(.viewDidDisappear(animated: false)) == .advance(to: .hidden))
        #expect(machine.phase == .hidden)
    }

    @Test("the two cancellation edges reverse a transition in progress")
    func cancellationEdges() {
        var machine = AppearanceMachine(phase: .visible)
        #expect(machine.receive(.viewWillDisappear(animated: true)) == .advance(to: .disappearing))
        #expect(machine.receive(.viewWillAppear(animated: true)) == .cancel(to: .appearing))
        #expect(machine.receive(.viewWillDisappear(animated: true)) == .cancel(to: .disappearing))
        #expect(machine.phase == .disappearing)
    }

    @Test("a did without its will is repaired with a will carrying its animated flag")
    func repairs() {
        var machine = AppearanceMachine()
        #expect(
            machine.receive(.viewDidAppear(animated: true))
                == .repair(will: .viewWillAppear(animated: true), to: .visible))
        #expect(
            machine.receive(.viewDidDisappear(animated: true))
                == .repair(will: .viewWillDisappear(animated: true), to: .hidden))
        #expect(
            machine.receive(.viewIsAppearing(animated: false))
                == .repair(will: .viewWillAppear(animated: false), to: .appearing))
        #expect(machine.isAppearingDelivered)
        #expect(machine.phase == .appearing)
    }

    @Test("viewIsAppearing is taken once per appearing phase, and again in the next one")
    func isAppearingOncePerPhase() {
        var machine = AppearanceMachine()
        machine.receive(.viewWillAppear(animated: false))
        #expect(machine.receive(.viewIsAppearing(animated: false)) == .advance(to: .appearing))
        #expect(machine.receive(.viewIsAppearing(animated: false)) == .refuse(.redundant))
        #expect(machine.receive(.viewWillDisappear(animated: false)) == .cancel(to: .disappearing))
        #expect(machine.receive(.viewWillAppear(animated: false)) == .cancel(to: .appearing))
        #expect(!machine.isAppearingDelivered)
        #expect(machine.receive(.viewIsAppearing(animated: false)) == .advance(to: .appearing))
    }

    @Test("a refusal changes nothing")
    func refusalChangesNothing() {
        var machine = AppearanceMachine(phase: .visible)
        #expect(
            machine.receive(.viewDidAppear(animated: true))
                == .refuse(.missingWill(.viewWillAppear(animated: true))))
        #expect(machine.receive(.viewWillAppear(animated: false)) == .refuse(.redundant))
        #expect(machine.receive(.viewDidLoad) == .refuse(.notAppearance))
        #expect(machine.receive(.teardown) == .refuse(.notAppearance))
        #expect(machine == AppearanceMachine(phase: .visible))
    }

    @Test("only advances and cancellations are edges a callback takes on its own")
    func isEdge() {
        #expect(AppearanceMachine.Transition.advance(to: .visible).isEdge)
        #expect(AppearanceMachine.Transition.cancel(to: .appearing).isEdge)
        #expect(
            !AppearanceMachine.Transition.repair(will: .viewWillAppear(animated: false), to: .visible).isEdge)
        #expect(!AppearanceMachine.Transition.refuse(.redundant).isEdge)
    }

    /// Every phase and callback, `animated: true` so that a repair's flag shows, with what the
    /// machine must say, written out.
    static let table: [(AppearancePhase, RawCallback, AppearanceMachine.Transition)] = [
        (.hidden, .viewDidLoad, .refuse(.notAppearance)),
        (.hidden, .viewWillAppear(animated: true), .advance(to: .appearing)),
        (
            .hidden, .viewIsAppearing(animated: true),
            .repair(will: .viewWillAppear(animated: true), to: .appearing)
        ),
        (
            .hidden, .viewDidAppear(animated: true),
            .repair(will: .viewWillAppear(animated: true), to: .visible)
        ),
        (.hidden, .viewWillDisappear(animated: true), .refuse(.redundant)),
        (
            .hidden, .viewDidDisappear(animated: true),
            .refuse(.missingWill(.viewWillDisappear(animated: true)))
        ),
        (.hidden, .teardown, .refuse(.notAppearance)),

        (.appearing, .viewDidLoad, .refuse(.notAppearance)),
        (.appearing, .viewWillAppear(animated: true), .refuse(.redundant)),
        (.appearing, .viewIsAppearing(animated: true), .advance(to: .appearing)),
        (.appearing, .viewDidAppear(animated: true), .advance(to: .visible)),
        (.appearing, .viewWillDisappear(animated: true), .cancel(to: .disappearing)),
        (
            .appearing, .viewDidDisappear(animated: true),
            .repair(will: .viewWillDisappear(animated: true), to: .hidden)
        ),
        (.appearing, .teardown, .refuse(.notAppearance)),

        (.visible, .viewDidLoad, .refuse(.notAppearance)),
        (.visible, .viewWillAppear(animated: true), .refuse(.redundant)),
        (.visible, .viewIsAppearing(animated: true), .refuse(.missingWill(.viewWillAppear(animated: true)))),
        (.visible, .viewDidAppear(animated: true), .refuse(.missingWill(.viewWillAppear(animated: true)))),
        (.visible, .viewWillDisappear(animated: true), .advance(to: .disappearing)),
        (
            .visible, .viewDidDisappear(animated: true),
            .repair(will: .viewWillDisappear(animated: true), to: .hidden)
        ),
        (.visible, .teardown, .refuse(.notAppearance)),

        (.disappearing, .viewDidLoad, .refuse(.notAppearance)),
        (.disappearing, .viewWillAppear(animated: true), .cancel(to: .appearing)),
        (
            .disappearing, .viewIsAppearing(animated: true),
            .repair(will: .viewWillAppear(animated: true), to: .appearing)
        ),
        (
            .disappearing, .viewDidAppear(animated: true),
            .repair(will: .viewWillAppear(animated: true), to: .visible)
        ),
        (.disappearing, .viewWillDisappear(animated: true), .refuse(.redundant)),
        (.disappearing, .viewDidDisappear(animated: true), .advance(to: .hidden)),
        (.disappearing, .teardown, .refuse(.notAppearance)),
    ]

    @Test("every phase and callback has the transition the table writes out", arguments: table)
    func everyPair(phase: AppearancePhase, callback: RawCallback, expected: AppearanceMachine.Transition) {
        var machine = AppearanceMachine(phase: phase)
        #expect(machine.next(on: callback) == expected)
        #expect(machine.receive(callback) == expected)
        switch expected {
        case .advance(let target), .cancel(let target), .repair(_, let target):
            #expect(machine.phase == target)
            #expect(AppearanceMachine.phase(after: callback) == target)
        case .refuse: #expect(machine.phase == phase)
        }
    }

    @Test("each callback leads to one phase, wherever it is legal")
    func phaseAfter() {
        #expect(
            RawCallback.kinds.map {
                "\($0.functionName) \(AppearanceMachine.phase(after: $0).map(\.rawValue) ?? "-")"
            }
                == [
                    "viewDidLoad() -", "viewWillAppear(_:) appearing", "viewIsAppearing(_:) appearing",
                    "viewDidAppear(_:) visible", "viewWillDisappear(_:) disappearing",
                    "viewDidDisappear(_:) hidden", "deinit -",
                ])
    }

    @Test("following the raw order, a refused appearance callback still moves to the phase it leads to")
    func followRefusals() {
        var machine = AppearanceMachine(phase: .visible)
        #expect(machine.follow(.viewWillAppear(animated: false)) == .refuse(.redundant))
        #expect(machine == AppearanceMachine(phase: .appearing))
        #expect(machine.follow(.viewDidAppear(animated: false)) == .advance(to: .visible))
        #expect(
            machine.follow(.viewIsAppearing(animated: true))
                == .refuse(.missingWill(.viewWillAppear(animated: true))))
        #expect(machine.phase == .appearing)
        #expect(machine.isAppearingDelivered)
        #expect(machine.follow(.viewIsAppearing(animated: true)) == .refuse(.redundant))
        #expect(machine.follow(.viewIsAppearing(animated: true)) == .refuse(.redundant))
        #expect(machine.follow(.viewWillDisappear(animated: false)) == .cancel(to: .disappearing))
        #expect(machine.follow(.viewWillDisappear(animated: false)) == .refuse(.redundant))
        #expect(machine == AppearanceMachine(phase: .disappearing))
        #expect(machine.follow(.viewDidLoad) == .refuse(.notAppearance))
        #expect(machine.follow(.teardown) == .refuse(.notAppearance))
        #expect(machine == AppearanceMachine(phase: .disappearing))
    }

    @Test(
        "following takes every edge and repair as receiving does, and a refusal to the phase it leads to",
        arguments: table)
    func followTakesEdgesAsReceive(
        phase: AppearancePhase, callback: RawCallback, expected: AppearanceMachine.Transition
    ) {
        var following = AppearanceMachine(phase: phase)
        var receiving = AppearanceMachine(phase: phase)
        #expect(following.follow(callback) == receiving.receive(callback))
        switch expected {
        case .advance, .cancel, .repair: #expect(following == receiving)
        case .refuse: #expect(following.phase == AppearanceMachine.phase(after: callback) ?? phase)
        }
    }

    @Test("the table covers every phase with every kind of callback")
    func tableIsComplete() {
        let phases: [AppearancePhase] = [.hidden, .appearing, .visible, .disappearing]
        for phase in phases {
            let kinds = AppearanceMachineTests.table.filter { $0.0 == phase }.map { $0.1.functionName }
            #expect(kinds == RawCallback.kinds.map(\.functionName))
        }
    }
}
