// ViewLifecycle · HeadlessSwiftUITests

import Testing

// Source: traces/25-swiftui-id-change-appear-disappear-order-openswiftui-compat.md (A: "AFATDTDT";
// B with .transition(.identity): "AFDTATDT"; C: onAppear before .id re-fires, after .id does not)
// and traces/10-swiftui-container-onappear-rules-ole-begemann.md (if/else destroys state).
extension SwiftUITests {
    @Suite(.serialized) @MainActor struct IdentityTests {
        struct IDChange: View {
            let flag: Flag
            let identityTransition: Bool

            var body: some View {
                if identityTransition {
                    Color.red
                        .onAppear { log("A" + (flag.isOn ? "T" : "F")) }
                        .onDisappear { log("D" + (flag.isOn ? "T" : "F")) }
                        .transition(.identity)
                        .id(flag.isOn)
                } else {
                    Color.red
                        .onAppear { log("A" + (flag.isOn ? "T" : "F")) }
                        .onDisappear { log("D" + (flag.isOn ? "T" : "F")) }
                        .id(flag.isOn)
                }
            }
        }

        @Test("on an id change the new view appears before the old one disappears", arguments: [false, true])
        func idChange(identityTransition: Bool) {
            let log = Log.start()
            let flag = Flag()
            let window = showInWindow(
                UIHostingController(rootView: IDChange(flag: flag, identityTransition: identityTransition)))
            flag.isOn = true
            Driver.runUntilIdle()
            window.rootViewController = nil
            Driver.runUntilIdle()
            let expected = identityTransition ? "AFDTATDT" : "AFATDTDT"
            #expect(log.take().joined() == expected)
        }

        struct Placement: View {
            let flag: Flag

            var body: some View {
                VStack {
                    Color.red.onAppear { log("inside") }.id(flag.isOn)
                    Color.blue.id(flag.isOn).onAppear { log("outside") }
                }
            }
        }

        @Test("onAppear applied before id re-fires when the id changes; applied after, it does not")
        func placement() {
            let log = Log.start()
            let flag = Flag()
            _ = showInWindow(UIHostingController(rootView: Placement(flag: flag)))
            #expect(log.take() == ["inside", "outside"])
            flag.isOn = true
            Driver.runUntilIdle()
            #expect(log.take() == ["inside"])
        }

        struct Branches: View {
            let flag: Flag

            var body: some View {
                if flag.isOn { Counter(name: "on") } else { Counter(name: "off") }
            }
        }

        @Test("toggling an if/else replaces the view and its state, even with one type in both branches")
        func branches() {
            let log = Log.start()
            let flag = Flag()
            _ = showInWindow(UIHostingController(rootView: Branches(flag: flag)))
            Triggers.shared.tap("off")
            Driver.runUntilIdle()
            #expect(log.take() == ["off onAppear 0", "off onChange 0 -> 1"])
            flag.isOn = true
            Driver.runUntilIdle()
            #expect(log.take() == ["on onAppear 0", "off onDisappear 1"])
            flag.isOn = false
            Driver.runUntilIdle()
            #expect(log.take() == ["off onAppear 0", "on onDisappear 0"])
        }

        struct Wrapped: View {
            let kind: Int

            var body: some View {
                kind == 2 ? AnyView(Text("other")) : AnyView(Counter(name: "c"))
            }
        }

        @Test("AnyView keeps the wrapped view's state while its type stays, and resets it when it changes")
        func anyView() {
            let log = Log.start()
            let host = UIHostingController(rootView: Wrapped(kind: 0))
            _ = showInWindow(host)
            Triggers.shared.tap("c")
            Driver.runUntilIdle()
            #expect(log.take() == ["c onAppear 0", "c onChange 0 -> 1"])
            host.rootView = Wrapped(kind: 1)
            Driver.runUntilIdle()
            #expect(log.take() == [])
            host.rootView = Wrapped(kind: 2)
            Driver.runUntilIdle()
            host.rootView = Wrapped(kind: 0)
            Driver.runUntilIdle()
            #expect(log.take() == ["c onDisappear 1", "c onAppear 0"])
        }
    }
}
