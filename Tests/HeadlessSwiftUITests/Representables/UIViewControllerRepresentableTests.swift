// ViewLifecycle · HeadlessSwiftUITests

import Testing

extension SwiftUITests {
    // Source: traces/18 R4 (Apple's documentation: makeCoordinator before make…, make… once,
    // update… at once and on later updates, dismantle… in anticipation of removal) and R3 (UIKit
    // containment: addChild, view added, didMove(toParent:)); seed 000's Playground log (the
    // controller's view loads between make… and the first update…). Where the child's
    // appearance falls relative to the host's is UIKit's forwarding (reference 17, apple-api.md
    // 1.3): the parent's override runs, then its children get the same callback.
    @Suite(.serialized) @MainActor struct UIViewControllerRepresentableTests {
        @Test("make, load, update, then the controller joins the host and appears with it")
        func mountOrder() throws {
            let log = Log.start()
            let host = LoggingHost(rootView: LoggedRepresentable(name: "R"))
            _ = showInWindow(host)
            #expect(
                log.take() == [
                    "R makeCoordinator", "R makeUIViewController", "R viewDidLoad",
                    "R updateUIViewController 0",
                    "host viewWillAppear", "R didMove(toParent: host)", "R viewWillAppear",
                    "host viewDidAppear",
                    "R viewDidAppear",
                ])
            let controller = try #require(Objects.shared.controllers["R"]?.value)
            #expect(controller.parent === host)
            #expect(controller.view.superview === host.view)
        }

        @Test("update runs again only when the representable's inputs change")
        func updateOnlyOnChange() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: RepresentableParent()))
            _ = log.take()
            Triggers.shared.tap("other")
            Driver.runUntilIdle()
            #expect(log.take() == ["closure updateUIViewController"])
            Triggers.shared.tap("count")
            Driver.runUntilIdle()
            #expect(log.take() == ["B updateUIViewController 1", "closure updateUIViewController"])
        }

        @Test("a scene-phase change updates only the representable that read it")
        func environmentReadUpdates() {
            let log = Log.start()
            _ = showInWindow(
                UIHostingController(
                    rootView: VStack {
                        LoggedRepresentable(name: "reads", readsScenePhase: true)
                        LoggedRepresentable(name: "ignores")
                    }))
            _ = log.take()
            Driver.enterBackground()
            Driver.runUntilIdle()
            #expect(
                log.take() == [
                    "reads updateUIViewController 0 inactive", "reads updateUIViewController 0 background",
                ])
            Driver.enterForeground()
            Driver.runUntilIdle()
            #expect(
                log.take() == [
                    "reads updateUIViewController 0 inactive", "reads updateUIViewController 0 active",
                ])
        }

        @Test("leaving the graph dismantles, removes the child, and releases coordinator and controller")
        func dismantle() throws {
            let log = Log.start()
            let host = UIHostingController(rootView: RepresentableParent())
            _ = showInWindow(host)
            _ = log.take()
            Triggers.shared.tap("toggle")
            Driver.runUntilIdle()
            #expect(
                log.take() == [
                    "A dismantleUIViewController", "A viewWillDisappear", "A viewDidDisappear",
                    "A didMove(toParent: nil)", "closure updateUIViewController",
                ])
            #expect(Objects.shared.coordinators["A"]?.value == nil)
            #expect(Objects.shared.controllers["A"]?.value == nil)
            #expect(host.children.count == 2)
        }
    }
}

/// Two representables beside a closure-holding one, with the state that drives them.
struct RepresentableParent: View {
    @State private var count = 0
    @State private var other = 0
    @State private var shown = true

    var body: some View {
        let _ = Triggers.shared.register("count") { count += 1 }
        let _ = Triggers.shared.register("other") { other += 1 }
        let _ = Triggers.shared.register("toggle") { shown.toggle() }
        VStack {
            if shown { LoggedRepresentable(name: "A") }
            LoggedRepresentable(name: "B", value: count)
            ClosureRepresentable {}
            Text("\(other)")
        }
    }
}
