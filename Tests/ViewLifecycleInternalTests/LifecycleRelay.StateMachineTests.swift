// ViewLifecycle · ViewLifecycleInternalTests

import Testing

@testable import ViewLifecycle

/// The relay's state machine on its own, as transcripts: each input followed by the action it
/// returns and the state it leaves, deliveries written `"event reason source visible …"`.
@MainActor
struct LifecycleRelayStateMachineTests {
    typealias StateMachine = LifecycleRelay.StateMachine

    private func lines(_ deliveries: LifecycleRelay.Deliveries) -> [String] {
        deliveries.map { delivery in
            var words = ["\(delivery.event)".prefix { $0 != "(" }.description]
            if delivery.context.isCancellationReversal { words.append("reversal") }
            if let reason = delivery.context.disappearanceReason { words.append("\(reason)") }
            if delivery.context.source == .swiftUI { words.append("swiftUI") }
            if let visible = delivery.visibilityChange { words.append("visible \(visible)") }
            return words.joined(separator: " ")
        }
    }

    private func uikit(_ machine: inout StateMachine, _ raw: RawCallback) -> [String] {
        lines(machine.receive(raw, isInteractive: false, reason: .covered))
    }

    @Test("UIKit speaks: each callback is delivered under the contract, and the relay follows UIKit")
    func followingUIKit() {
        var machine = StateMachine()
        #expect(uikit(&machine, .viewWillAppear(animated: true)) == ["load", "willAppear"])
        #expect(uikit(&machine, .viewDidAppear(animated: true)) == ["didAppear visible true"])
        #expect(
            uikit(&machine, .viewWillDisappear(animated: true)) == ["willDisappear covered visible false"])
        #expect(uikit(&machine, .viewWillAppear(animated: true)) == ["willAppear reversal"])
        #expect(uikit(&machine, .viewDidAppear(animated: true)) == ["didAppear reversal visible true"])
        #expect(machine.current == .followingUIKit)
        #expect(machine.phase == .visible)
    }

    @Test(
        "SwiftUI hides a row UIKit has on screen: held at once, its disappearance at the update's end, shown again by SwiftUI"
    )
    func heldBySwiftUI() {
        var machine = StateMachine()
        _ = uikit(&machine, .viewWillAppear(animated: false))
        _ = uikit(&machine, .viewDidAppear(animated: false))
        #expect(
            machine.swiftUIAppearanceChanged(isShown: false, awaitsForwarding: false) == .scheduleUpdateEnd)
        #expect(machine.current == .hiddenBySwiftUI)
        // UIKit's appearance is not the view's while SwiftUI holds it.
        #expect(uikit(&machine, .viewDidAppear(animated: false)) == [])
        #expect(machine.viewUpdateEnded() == .synthesizeDisappearance)
        #expect(machine.current == .heldBySwiftUI)
        #expect(
            lines(machine.synthesize(.viewWillDisappear(animated: false))) == [
                "willDisappear covered swiftUI visible false"
            ])
        #expect(
            lines(machine.synthesize(.viewDidDisappear(animated: false))) == ["didDisappear covered swiftUI"])
        #expect(machine.viewUpdateEnded() == .none)
        #expect(uikit(&machine, .viewWillAppear(animated: false)) == [])
        #expect(uikit(&machine, .viewDidAppear(animated: false)) == [])
        #expect(machine.current == .heldBySwiftUI)
        // Scrolled back: UIKit had the bridge on screen all along, so SwiftUI's side speaks.
        #expect(
            machine.swiftUIAppearanceChanged(isShown: true, awaitsForwarding: false) == .synthesizeAppearance)
        #expect(machine.current == .followingUIKit)
    }

    @Test("SwiftUI hides and shows the view in one update: nothing was seen to leave")
    func shownAgainInTheSameUpdate() {
        var machine = StateMachine()
        _ = uikit(&machine, .viewDidAppear(animated: false))
        #expect(
            machine.swiftUIAppearanceChanged(isShown: false, awaitsForwarding: false) == .scheduleUpdateEnd)
        #expect(machine.swiftUIAppearanceChanged(isShown: true, awaitsForwarding: false) == .none)
        #expect(machine.current == .followingUIKit)
        #expect(machine.viewUpdateEnded() == .none)
        #expect(machine.phase == .visible)
    }

    @Test("SwiftUI's appearance waits for UIKit where it will forward, and speaks where it will not")
    func swiftUIAppearanceWithoutUIKit() {
        var machine = StateMachine()
        #expect(machine.swiftUIAppearanceChanged(isShown: true, awaitsForwarding: true) == .none)
        #expect(
            machine.swiftUIAppearanceChanged(isShown: true, awaitsForwarding: false) == .synthesizeAppearance)
        // UIKit is taking the view off: its own didDisappear will come.
        _ = uikit(&machine, .viewWillAppear(animated: true))
        _ = uikit(&machine, .viewDidAppear(animated: true))
        _ = uikit(&machine, .viewWillDisappear(animated: true))
        #expect(machine.swiftUIAppearanceChanged(isShown: false, awaitsForwarding: false) == .none)
        #expect(machine.current == .followingUIKit)
    }

    @Test("teardown delivers the missing disappearance as removed, then every input is absorbed")
    func tornDown() {
        var machine = StateMachine()
        _ = uikit(&machine, .viewDidAppear(animated: false))
        #expect(
            machine.swiftUIAppearanceChanged(isShown: false, awaitsForwarding: false) == .scheduleUpdateEnd)
        #expect(
            lines(machine.tearDown()) == [
                "willDisappear removed swiftUI visible false", "didDisappear removed swiftUI",
            ])
        #expect(machine.current == .tornDown)
        #expect(machine.viewUpdateEnded() == .none)
        #expect(uikit(&machine, .viewWillAppear(animated: false)) == [])
        #expect(machine.swiftUIAppearanceChanged(isShown: true, awaitsForwarding: false) == .none)
        #expect(machine.sceneActivityChanged(isActive: false) == .none)
        #expect(machine.current == .tornDown)
        #expect(machine.phase == .hidden)
    }

    @Test("the scene's activity is reported at once outside an update, and at its end inside one")
    func sceneActivity() {
        var machine = StateMachine()
        _ = uikit(&machine, .viewDidAppear(animated: false))
        #expect(machine.sceneActivityChangedInUpdate(isActive: false) == .reportAtUpdateEnd)
        #expect(machine.visibilityToReport() == .report(false))
        #expect(machine.visibilityToReport() == .none)
        #expect(machine.sceneActivityChanged(isActive: true) == .report(true))
        #expect(machine.sceneActivityChanged(isActive: true) == .none)
        #expect(machine.sceneActivityChangedInUpdate(isActive: true) == .none)
    }
}
