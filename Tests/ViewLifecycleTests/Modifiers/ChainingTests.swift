// ViewLifecycle · ViewLifecycleTests
// UIKit path only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !os(macOS)

    import Testing

    extension ModifierTests {
        @MainActor struct ChainingTests {
            @Test("a root view chaining every modifier gets exactly one hidden controller")
            func oneBridgeForAChain() {
                let events = Log.start()
                let host = UIHostingController(
                    rootView: Text("A")
                        .onLoad { log("onLoad") }
                        .onWillAppear { log("onWillAppear") }
                        .onIsAppearing { log("onIsAppearing") }
                        .onDidAppear { log("onDidAppear") }
                        .onWillDisappear { log("onWillDisappear") }
                        .onDidDisappear { log("onDidDisappear") }
                        .onVisibilityChange { log("visible \($0)") }
                        .onLifecycle { event, _ in log("onLifecycle \("\(event)".prefix { $0 != "(" })") })
                let window = showInWindow(host)
                #expect(host.children.count == 1)
                #expect(
                    events.take() == [
                        "onLoad", "onLifecycle load", "onWillAppear", "onLifecycle willAppear",
                        "onIsAppearing",
                        "onLifecycle isAppearing", "onDidAppear", "onLifecycle didAppear", "visible true",
                    ])
                window.rootViewController = nil
                #expect(
                    events.take() == [
                        "onWillDisappear", "onLifecycle willDisappear", "visible false", "onDidDisappear",
                        "onLifecycle didDisappear",
                    ])
            }

            // Seed 001's modifiers make one representable, and so one controller, per modifier.
            @Test("two chains on two views make two bridges; a chain broken by another modifier makes two")
            func bridgesFollowViews() {
                _ = Log.start()
                let host = UIHostingController(
                    rootView: VStack {
                        Text("A").onWillAppear {}.onDidAppear {}
                        Text("B").onWillAppear {}.hidden().onDidAppear {}
                    })
                let window = showInWindow(host)
                #expect(host.children.count == 3)
                withExtendedLifetime(window) {}
            }
        }
    }

#endif
