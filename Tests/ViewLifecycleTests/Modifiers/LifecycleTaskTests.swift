// ViewLifecycle · ViewLifecycleTests
// UIKit path only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !os(macOS)

    import Testing

    extension ModifierTests {
        @MainActor struct LifecycleTaskTests {
            /// A screen whose work logs its start and how it ended; it sleeps until cancelled.
            private func screen() -> some View {
                Text("A").lifecycleTask {
                    log("started")
                    try? await Task.sleep(nanoseconds: 60_000_000_000)
                    log(Task.isCancelled ? "cancelled" : "finished")
                }
            }

            @Test(
                "lifecycleTask starts once the view has appeared and is cancelled when it is covered",
                .tasksFollowVirtualTime)
            func startsAtDidAppearCancelsAtWillDisappear() {
                let log = Log.start()
                let host = UIHostingController(rootView: screen())
                let navigation = UINavigationController(rootViewController: host)
                let window = showInWindow(navigation)
                Driver.runUntilIdle()
                #expect(log.take() == ["started"])
                navigation.pushViewController(UIViewController(), animated: false)
                Driver.runUntilIdle()
                #expect(log.take() == ["cancelled"])
                navigation.popViewController(animated: false)
                Driver.runUntilIdle()
                #expect(log.take() == ["started"])
                window.rootViewController = nil
                Driver.runUntilIdle()
                #expect(log.take() == ["cancelled"])
            }
        }
    }

#endif
