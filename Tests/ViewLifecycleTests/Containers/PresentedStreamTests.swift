// ViewLifecycle · ViewLifecycleTests
// UIKit path only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !os(macOS)

    import Testing

    extension ModifierTests {
        /// Issue 20: popovers, inspectors and alerts, and a `NavigationSplitView` in both widths.
        /// In compact width a popover and an inspector are sheets (Apple's documentation), so the
        /// presented view's events are UIKit's and the root, left on screen, hears nothing; an alert
        /// is presented over the full screen and leaves the root alone too.
        @MainActor struct PresentedStreamTests {
            @Test(
                "a popover, an inspector, an alert: the presented view appears and is removed; the root hears nothing",
                arguments: PresentationScreen.Kind.allCases)
            func presentation(of kind: PresentationScreen.Kind) {
                let log = Log.start()
                var presents: Binding<Bool>?
                let window = showInWindow(
                    UIHostingController(rootView: PresentationScreen(kind: kind) { presents = $0 }))
                #expect(log.take() == ["Root load", "Root willAppear", "Root isAppearing", "Root didAppear"])
                presents?.wrappedValue = true
                Driver.runUntilIdle()
                let name = kind == .popover ? "Popover" : "Inspector"
                #expect(
                    log.take()
                        == (kind == .alert
                            ? []
                            : [
                                "\(name) load", "\(name) willAppear animated", "\(name) isAppearing animated",
                                "\(name) didAppear animated",
                            ]))
                presents?.wrappedValue = false
                Driver.runUntilIdle()
                #expect(
                    log.take()
                        == (kind == .alert
                            ? []
                            : [
                                "\(name) willDisappear animated removed",
                                "\(name) didDisappear animated removed",
                            ])
                )
                withExtendedLifetime(window) {}
            }

            // No device log of a split view's appearance order was found (ContainerDelivery.md):
            // the columns are hosting controllers of UISplitViewController, so their events are
            // UIKit's; with nothing selected the split view collapses onto the sidebar, so the detail
            // leaves (covered: it comes back), and expanding shows it again.
            @Test(
                "a split view: both columns appear expanded; collapsing hides the detail, expanding shows it again",
                .enabled(if: Driver.drivesUserActions))
            func splitView() {
                let log = Log.start()
                Driver.useRegularWidth()
                let window = showInWindow(UIHostingController(rootView: SplitScreen()))
                #expect(
                    log.take() == [
                        "Sidebar load", "Detail load", "Sidebar willAppear", "Detail willAppear",
                        "Sidebar isAppearing",
                        "Detail isAppearing", "Sidebar didAppear", "Detail didAppear",
                    ])
                Driver.setRegularWidth(false)
                Driver.runUntilIdle()
                #expect(log.take() == ["Detail willDisappear covered", "Detail didDisappear covered"])
                Driver.setRegularWidth(true)
                Driver.runUntilIdle()
                #expect(log.take() == ["Detail willAppear", "Detail isAppearing", "Detail didAppear"])
                withExtendedLifetime(window) {}
            }
        }
    }

#endif
