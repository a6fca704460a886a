// ViewLifecycle · HeadlessSnapshotTestingTests
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import HeadlessSnapshotTesting
    import HeadlessTestSupport
    import SnapshotTesting
    import Testing

    extension HeadlessSnapshotTestingTests {
        // Issue 31 item 7: swift-snapshot-testing's assertions on the screen text and the lifecycle.
        @Suite @MainActor struct SnapshotStrategyTests {
            @Test("a view's screen is recorded to a file on the first run and compared after")
            func screenToFile() {
                assertSnapshot(of: CounterScreen(), as: .screen)
            }

            @Test("a session's lifecycle is recorded to a file on the first run and compared after")
            func lifecycleToFile() {
                assertSnapshot(
                    of: LifecycleSession(
                        CounterScreen(),
                        steps: [
                            "open the details": { try Headless.tap("Details") },
                            "go back": { try Headless.goBack() },
                        ]),
                    as: .lifecycle)
            }

            @Test("a view's screen is its settled screen text")
            func screenText() {
                #expect(
                    snapshotText(of: CounterScreen(), as: .screen) == """
                        NavigationBar "Counter"
                        Text "Count: 0"
                        Button "Add"
                        Link "Details"

                        """)
            }

            @Test("a controller's screen is its settled screen text")
            func controllerText() {
                #expect(
                    snapshotText(of: UIHostingController(rootView: Text("Hello")), as: .screen) == """
                        Text "Hello"

                        """)
            }

            @Test("a step that throws ends the session, and the log says why")
            func failingStep() {
                #expect(
                    snapshotText(
                        of: LifecycleSession(
                            Text("Hello"), steps: ["tap a missing button": { try Headless.tap("Nope") }]),
                        as: .lifecycle) == """
                            show
                              UIHostingController<Text> 1 init(nibName:bundle:)
                              UIHostingController<Text> 1 loadView()
                              UIHostingController<Text> 1 viewDidLoad()
                              UIHostingController<Text> 1 viewWillAppear(_:)
                              UIHostingController<Text> 1 viewIsAppearing(_:)
                              UIHostingController<Text> 1 viewWillLayoutSubviews()
                              UIHostingController<Text> 1 viewDidLayoutSubviews()
                              UIHostingController<Text> 1 viewDidAppear(_:)
                            tap a missing button
                              stopped: No element labelled "Nope" on screen. On screen: Text "Hello".
                            close
                              UIHostingController<Text> 1 viewWillDisappear(_:)
                              UIHostingController<Text> 1 viewDidDisappear(_:)
                              UIHostingController<Text> 1 deinit

                            """)
            }
        }
    }

#endif
