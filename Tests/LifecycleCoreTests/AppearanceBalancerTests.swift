// ViewLifecycle · LifecycleCoreTests

import LifecycleCore
import Testing

/// Step-by-step transcripts of the balancer: each raw callback, then exactly what it delivers.
struct AppearanceBalancerTests {
    @Test("an ordinary appearance passes through unchanged")
    func ordinaryCycle() {
        var balancer = AppearanceBalancer()
        #expect(Array(balancer.receive(.viewDidLoad)) == [.load])
        #expect(Array(balancer.receive(.viewWillAppear(animated: true))) == [.willAppear(animated: true)])
        #expect(Array(balancer.receive(.viewIsAppearing(animated: true))) == [.isAppearing(animated: true)])
        #expect(Array(balancer.receive(.viewDidAppear(animated: true))) == [.didAppear(animated: true)])
        #expect(balancer.phase == .visible)
        #expect(
            Array(balancer.receive(.viewWillDisappear(animated: false))) == [.willDisappear(animated: false)])
        #expect(
            Array(balancer.receive(.viewDidDisappear(animated: false))) == [.didDisappear(animated: false)])
        #expect(balancer.phase == .hidden)
        #expect(Array(balancer.receive(.teardown)) == [])
        #expect(balancer.isTornDown)
    }

    @Test("a did without its will gets the will synthesized with the same animated flag")
    func synthesizesWill() {
        var balancer = AppearanceBalancer()
        #expect(
            Array(balancer.receive(.viewDidAppear(animated: true)))
                == [.load, .willAppear(animated: true), .didAppear(animated: true)])
        #expect(
            Array(balancer.receive(.viewDidDisappear(animated: true)))
                == [.willDisappear(animated: true), .didDisappear(animated: true)])
    }

    @Test("repeats are dropped and isAppearing comes once per appearing phase")
    func dropsRepeats() {
        var balancer = AppearanceBalancer()
        balancer.receive(.viewWillAppear(animated: false))
        #expect(Array(balancer.receive(.viewWillAppear(animated: false))) == [])
        #expect(Array(balancer.receive(.viewIsAppearing(animated: false))) == [.isAppearing(animated: false)])
        #expect(Array(balancer.receive(.viewIsAppearing(animated: false))) == [])
        balancer.receive(.viewDidAppear(animated: false))
        #expect(Array(balancer.receive(.viewDidAppear(animated: false))) == [])
        #expect(Array(balancer.receive(.viewIsAppearing(animated: false))) == [])
        #expect(Array(balancer.receive(.viewDidLoad)) == [])
    }

    @Test("a cancelled interactive transition takes the cancellation edges")
    func cancellationEdges() {
        var balancer = AppearanceBalancer()
        balancer.receive(.viewDidAppear(animated: false))
        // Swipe back begins, then is cancelled: will-disappear, will-appear, did-appear.
        #expect(
            Array(balancer.receive(.viewWillDisappear(animated: true))) == [.willDisappear(animated: true)])
        #expect(Array(balancer.receive(.viewWillAppear(animated: true))) == [.willAppear(animated: true)])
        #expect(balancer.phase == .appearing)
        #expect(Array(balancer.receive(.viewIsAppearing(animated: true))) == [.isAppearing(animated: true)])
        #expect(Array(balancer.receive(.viewDidAppear(animated: true))) == [.didAppear(animated: true)])
    }

    @Test("teardown balances whatever phase it finds, with animated false")
    func teardownBalances() {
        var appearing = AppearanceBalancer()
        appearing.receive(.viewWillAppear(animated: true))
        #expect(
            Array(appearing.receive(.teardown)) == [
                .willDisappear(animated: false), .didDisappear(animated: false),
            ])
        #expect(appearing.phase == .hidden)

        var disappearing = AppearanceBalancer()
        disappearing.receive(.viewDidAppear(animated: true))
        disappearing.receive(.viewWillDisappear(animated: true))
        #expect(Array(disappearing.receive(.teardown)) == [.didDisappear(animated: false)])
        #expect(Array(disappearing.receive(.viewWillAppear(animated: true))) == [])
        #expect(Array(disappearing.receive(.viewDidLoad)) == [])
    }

    @Test("a fresh view torn down delivers nothing, not even load")
    func teardownOfUnloadedView() {
        var balancer = AppearanceBalancer()
        #expect(Array(balancer.receive(.teardown)) == [])
        #expect(!balancer.isLoaded)
    }

    @Test("the events collection is a value with array-like description, equal by its events")
    func eventsCollection() {
        var balancer = AppearanceBalancer()
        let events = balancer.receive(.viewIsAppearing(animated: true))
        #expect(events.count == 3)
        #expect(events.description == "[load, willAppear(animated: true), isAppearing(animated: true)]")
        let teardown = balancer.receive(.teardown)
        #expect(teardown.description == "[willDisappear(animated: false), didDisappear(animated: false)]")
        #expect(events != teardown)
        var again = AppearanceBalancer()
        #expect(again.receive(.viewIsAppearing(animated: true)) == events)
        #expect(AppearanceBalancer.Events().isEmpty)
    }
}
