// ViewLifecycle · HeadlessSwiftUITests

import Testing

extension SwiftUITests {
    // Source: issue 9 "Appearance follows the hosting view being in a window and its controller's
    // appearance"; traces/10 (NavigationStack: pushing makes the covered screen disappear, popping
    // makes it appear again with its state); traces/06 and 22 (a sheet leaves the presenter without
    // callbacks); traces/20 (background: nothing). Where onDisappear falls relative to the host's
    // viewDidDisappear is not in a trace: we run it from the host's viewDidDisappear (a guess,
    // marked in ContainerDelivery.md).
    @Suite(.serialized) @MainActor struct UIHostingControllerTests {
        @Test("a push over the host makes its views disappear; the pop makes them appear again")
        func pushAndPop() {
            let log = Log.start()
            let host = LoggingHost(rootView: Counter(name: "root"))
            let nav = UINavigationController(rootViewController: host)
            _ = showInWindow(nav)
            Triggers.shared.tap("root")
            Driver.runUntilIdle()
            #expect(
                log.take() == [
                    "host viewWillAppear", "root onAppear 0", "host viewDidAppear", "root onChange 0 -> 1",
                ])
            nav.pushViewController(UIViewController(), animated: true)
            Driver.runUntilIdle()
            #expect(log.take() == ["host viewWillDisappear", "host viewDidDisappear", "root onDisappear 1"])
            nav.popViewController(animated: true)
            Driver.runUntilIdle()
            #expect(log.take() == ["host viewWillAppear", "root onAppear 1", "host viewDidAppear"])
        }

        @Test("a full-screen modal covers the host's views; a sheet does not")
        func presentation() {
            let log = Log.start()
            let host = LoggingHost(rootView: Leaf(name: "Leaf"))
            _ = showInWindow(host)
            _ = log.take()
            let sheet = UIViewController()
            host.present(sheet, animated: true)
            Driver.runUntilIdle()
            sheet.dismiss(animated: true)
            Driver.runUntilIdle()
            #expect(log.take() == [])
            let cover = UIViewController()
            cover.modalPresentationStyle = .fullScreen
            host.present(cover, animated: true)
            Driver.runUntilIdle()
            #expect(log.take() == ["host viewWillDisappear", "host viewDidDisappear", "Leaf onDisappear"])
            cover.dismiss(animated: true)
            Driver.runUntilIdle()
            #expect(log.take() == ["host viewWillAppear", "Leaf onAppear", "host viewDidAppear"])
        }

        @Test("going to the background and back fires nothing")
        func background() {
            let log = Log.start()
            _ = showInWindow(LoggingHost(rootView: Leaf(name: "Leaf")))
            _ = log.take()
            Driver.enterBackground()
            Driver.runUntilIdle()
            Driver.enterForeground()
            Driver.runUntilIdle()
            #expect(log.take() == [])
        }

        @Test("setting rootView updates the graph in place, keeping state where identity is kept")
        func rootView() {
            let log = Log.start()
            let host = UIHostingController(rootView: VStack { Counter(name: "a") })
            _ = showInWindow(host)
            Triggers.shared.tap("a")
            Driver.runUntilIdle()
            _ = log.take()
            host.rootView = VStack { Counter(name: "a") }
            Driver.runUntilIdle()
            Triggers.shared.tap("a")
            Driver.runUntilIdle()
            #expect(log.take() == ["a onChange 1 -> 2"])
        }

        @Test("views removed from a host on screen disappear")
        func removal() {
            let log = Log.start()
            let flag = Flag(true)
            _ = showInWindow(UIHostingController(rootView: Toggled(flag: flag)))
            #expect(log.take() == ["shown onAppear"])
            flag.isOn = false
            Driver.runUntilIdle()
            #expect(log.take() == ["shown onDisappear"])
        }

        struct Toggled: View {
            let flag: Flag

            var body: some View {
                VStack {
                    if flag.isOn {
                        Text("shown").onAppear { log("shown onAppear") }.onDisappear {
                            log("shown onDisappear")
                        }
                    }
                }
            }
        }
    }
}
