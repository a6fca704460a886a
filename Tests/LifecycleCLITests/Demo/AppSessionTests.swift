// ViewLifecycle · LifecycleCLITests
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import HeadlessTestSupport
    import Testing

    /// The app session `lifecycle demo` prints, in full: addresses never appear (controllers are
    /// named by screen and role), and virtual time makes every run the same.
    ///
    /// What to read in it: the UIKit column's cancelled transitions are notes (legal in UIKit) and
    /// ViewLifecycle marks the reversal; the banner removed while on screen gets its `willDisappear`
    /// and `didDisappear` from ViewLifecycle when SwiftUI dismantles it, before UIKit's; seed 001 runs
    /// the closures of Inbox's first body after the unread count changed (stale) and makes two
    /// controllers per view; only ViewLifecycle reports the trip to the background; in the Gallery,
    /// a page of a page-style `TabView` and a `List` row scrolled away and back, seed 001 is silent
    /// and ViewLifecycle's events come from SwiftUI's side (marked `swiftUI`).
    @Suite(.serialized, .headlessWorld) @MainActor
    struct AppSessionTests {
        /// The session's steps, in order.
        static let titles = [
            "launch: a TabView, Inbox in a NavigationStack selected",
            "a message arrives: unread 0 -> 1, and Inbox shows a banner",
            "close the banner: it leaves while on screen",
            "tap \"Open message\": NavigationStack pushes Message",
            "swipe back from Message, cancelled at 30%",
            "swipe back from Message, finished at 70%",
            "tap \"Compose\": a sheet comes up",
            "swipe Compose down, cancelled",
            "swipe Compose down, finished",
            "tap the Settings tab: seed 000's SampleView appears",
            "the app goes to the background",
            "the app comes back to the foreground",
            "tap the Inbox tab",
            "tap \"Open gallery\": the same card on a page of a page-style TabView and in a List row",
            "swipe two pages on and two back: the page card leaves and returns",
            "scroll the List away and back: the row card leaves and returns",
        ]

        @Test("the default demo prints the app session as four aligned columns")
        func text() {
            let run = CommandTranscript.run(["demo"])
            #expect(run.status == 0)
            #expect(run.stderr == "")
            #expect(
                run.stdout == """
                    UIKit raw callbacks                                   │ SwiftUI onAppear/…    │ seed 001 onWill…                      │ ViewLifecycle onLifecycle
                    marks: ✗ breach (of UIKit's documented order, or a seed 001 fault)  • note  ↻ repaired by ViewLifecycle's balancer

                    1. launch: a TabView, Inbox in a NavigationStack selected
                    Inbox bridge viewDidLoad                              │                       │                                       │ Inbox load
                    Inbox host viewDidLoad                                │                       │                                       │
                    Inbox host viewWillAppear                             │                       │ Inbox willAppear                      │
                    Inbox bridge viewWillAppear                           │                       │                                       │ Inbox willAppear
                    Inbox host viewIsAppearing                            │                       │                                       │
                    Inbox bridge viewIsAppearing                          │                       │                                       │ Inbox isAppearing
                                                                          │ Inbox onAppear        │                                       │
                    Inbox host viewDidAppear                              │                       │                                       │
                    Inbox bridge viewDidAppear                            │                       │                                       │ Inbox didAppear
                                                                          │                       │                                       │ Inbox visible: true
                      note: Inbox's hidden controllers: seed 001 2 (one per modifier), ViewLifecycle 1 (onLifecycle and onVisibilityChange share it)

                    2. a message arrives: unread 0 -> 1, and Inbox shows a banner
                                                                          │                       │ Banner willAppear                     │
                    Banner bridge viewDidLoad                             │                       │                                       │ Banner load
                    Banner bridge viewWillAppear                          │                       │                                       │ Banner willAppear
                    Banner bridge viewIsAppearing                         │                       │                                       │ Banner isAppearing
                    Banner bridge viewDidAppear                           │                       │                                       │ Banner didAppear
                                                                          │                       │                                       │ Banner visible: true
                                                                          │ Banner onAppear       │                                       │
                      note: Banner's hidden controllers: seed 001 2 (one per modifier), ViewLifecycle 1 (onLifecycle and onVisibilityChange share it)
                      note: Inbox's body ran again: ViewLifecycle's bridge took its new closures, seed 001's coordinators kept theirs

                    3. close the banner: it leaves while on screen
                                                                          │                       │ Banner willDisappear                  │ Banner willDisappear removed swiftUI
                                                                          │                       │                                       │ Banner visible: false
                                                                          │                       │                                       │ Banner didDisappear removed swiftUI
                    Banner bridge viewWillDisappear                       │                       │                                       │
                    Banner bridge viewDidDisappear                        │ Banner onDisappear    │                                       │
                      note: ViewLifecycle ends the banner when SwiftUI dismantles it; UIKit's callbacks come after and are dropped

                    4. tap "Open message": NavigationStack pushes Message
                    Message bridge viewDidLoad                            │                       │                                       │ Message load
                    Message host viewDidLoad                              │                       │                                       │
                    Inbox host viewWillDisappear                          │                       │ Inbox willDisappear ✗ stale: unread 0 │
                    Inbox bridge viewWillDisappear                        │                       │                                       │ Inbox willDisappear animated covered
                                                                          │                       │                                       │ Inbox visible: false
                    Message host viewWillAppear                           │                       │ Message willAppear                    │
                    Message bridge viewWillAppear                         │                       │                                       │ Message willAppear animated
                    Message host viewIsAppearing                          │                       │                                       │
                    Message bridge viewIsAppearing                        │                       │                                       │ Message isAppearing animated
                                                                          │ Message onAppear      │                                       │
                    Inbox host viewDidDisappear                           │ Inbox onDisappear     │                                       │
                    Inbox bridge viewDidDisappear                         │                       │                                       │ Inbox didDisappear animated covered
                    Message host viewDidAppear                            │                       │                                       │
                    Message bridge viewDidAppear                          │                       │                                       │ Message didAppear animated
                                                                          │                       │                                       │ Message visible: true
                      note: Message's hidden controllers: seed 001 2 (one per modifier), ViewLifecycle 1 (onLifecycle and onVisibilityChange share it)

                    5. swipe back from Message, cancelled at 30%
                    Message host viewWillDisappear                        │                       │ Message willDisappear                 │
                    Message bridge viewWillDisappear                      │                       │                                       │ Message willDisappear animated interactive removed
                                                                          │                       │                                       │ Message visible: false
                    Inbox host viewWillAppear                             │                       │ Inbox willAppear ✗ stale: unread 0    │
                    Inbox bridge viewWillAppear                           │                       │                                       │ Inbox willAppear animated interactive
                    Inbox host viewIsAppearing                            │                       │                                       │
                    Inbox bridge viewIsAppearing                          │                       │                                       │ Inbox isAppearing animated interactive
                                                                          │ Inbox onAppear        │                                       │
                    Inbox host viewWillDisappear • cancelled-transition   │                       │ Inbox willDisappear ✗ stale: unread 0 │
                    Inbox bridge viewWillDisappear • cancelled-transition │                       │                                       │ Inbox willDisappear animated interactive reversal covered
                    Inbox host viewDidDisappear                           │ Inbox onDisappear     │                                       │
                    Inbox bridge viewDidDisappear                         │                       │                                       │ Inbox didDisappear animated interactive reversal covered
                    Message host viewWillAppear • cancelled-transition    │                       │ Message willAppear                    │
                    Message bridge viewWillAppear • cancelled-transition  │                       │                                       │ Message willAppear animated interactive reversal
                    Message host viewIsAppearing                          │                       │                                       │
                    Message bridge viewIsAppearing                        │                       │                                       │ Message isAppearing animated interactive reversal
                    Message host viewDidAppear                            │                       │                                       │
                    Message bridge viewDidAppear                          │                       │                                       │ Message didAppear animated interactive reversal
                                                                          │                       │                                       │ Message visible: true

                    6. swipe back from Message, finished at 70%
                    Message host viewWillDisappear                        │                       │ Message willDisappear                 │
                    Message bridge viewWillDisappear                      │                       │                                       │ Message willDisappear animated interactive removed
                                                                          │                       │                                       │ Message visible: false
                    Inbox host viewWillAppear                             │                       │ Inbox willAppear ✗ stale: unread 0    │
                    Inbox bridge viewWillAppear                           │                       │                                       │ Inbox willAppear animated interactive
                    Inbox host viewIsAppearing                            │                       │                                       │
                    Inbox bridge viewIsAppearing                          │                       │                                       │ Inbox isAppearing animated interactive
                                                                          │ Inbox onAppear        │                                       │
                    Message host viewDidDisappear                         │ Message onDisappear   │                                       │
                    Message bridge viewDidDisappear                       │                       │                                       │ Message didDisappear animated interactive removed
                    Inbox host viewDidAppear                              │                       │                                       │
                    Inbox bridge viewDidAppear                            │                       │                                       │ Inbox didAppear animated interactive
                                                                          │                       │                                       │ Inbox visible: true

                    7. tap "Compose": a sheet comes up
                    Compose bridge viewDidLoad                            │                       │                                       │ Compose load
                    Compose host viewDidLoad                              │                       │                                       │
                    Compose host viewWillAppear                           │                       │ Compose willAppear                    │
                    Compose bridge viewWillAppear                         │                       │                                       │ Compose willAppear animated
                    Compose host viewIsAppearing                          │                       │                                       │
                    Compose bridge viewIsAppearing                        │                       │                                       │ Compose isAppearing animated
                                                                          │ Compose onAppear      │                                       │
                    Compose host viewDidAppear                            │                       │                                       │
                    Compose bridge viewDidAppear                          │                       │                                       │ Compose didAppear animated
                                                                          │                       │                                       │ Compose visible: true
                      note: Compose's hidden controllers: seed 001 2 (one per modifier), ViewLifecycle 1 (onLifecycle and onVisibilityChange share it)

                    8. swipe Compose down, cancelled
                    Compose host viewWillDisappear                        │                       │ Compose willDisappear                 │
                    Compose bridge viewWillDisappear                      │                       │                                       │ Compose willDisappear animated interactive removed
                                                                          │                       │                                       │ Compose visible: false
                    Compose host viewWillAppear • cancelled-transition    │                       │ Compose willAppear                    │
                    Compose bridge viewWillAppear • cancelled-transition  │                       │                                       │ Compose willAppear animated interactive reversal
                    Compose host viewIsAppearing                          │                       │                                       │
                    Compose bridge viewIsAppearing                        │                       │                                       │ Compose isAppearing animated interactive reversal
                    Compose host viewDidAppear                            │                       │                                       │
                    Compose bridge viewDidAppear                          │                       │                                       │ Compose didAppear animated interactive reversal
                                                                          │                       │                                       │ Compose visible: true

                    9. swipe Compose down, finished
                    Compose host viewWillDisappear                        │                       │ Compose willDisappear                 │
                    Compose bridge viewWillDisappear                      │                       │                                       │ Compose willDisappear animated interactive removed
                                                                          │                       │                                       │ Compose visible: false
                    Compose host viewDidDisappear                         │ Compose onDisappear   │                                       │
                    Compose bridge viewDidDisappear                       │                       │                                       │ Compose didDisappear animated interactive removed

                    10. tap the Settings tab: seed 000's SampleView appears
                    SampleUIViewController viewDidLoad                    │                       │                                       │
                    Settings bridge viewDidLoad                           │                       │                                       │ Settings load
                    Settings host viewDidLoad                             │                       │                                       │
                    Settings host viewWillAppear                          │                       │                                       │
                    SampleUIViewController viewWillAppear                 │                       │ Settings willAppear                   │
                    Settings bridge viewWillAppear                        │                       │                                       │ Settings willAppear
                    Inbox host viewWillDisappear                          │                       │ Inbox willDisappear ✗ stale: unread 0 │
                    Inbox bridge viewWillDisappear                        │                       │                                       │ Inbox willDisappear covered
                                                                          │                       │                                       │ Inbox visible: false
                                                                          │ Settings onAppear     │                                       │
                    Inbox host viewDidDisappear                           │ Inbox onDisappear     │                                       │
                    Inbox bridge viewDidDisappear                         │                       │                                       │ Inbox didDisappear covered
                    Settings host viewIsAppearing                         │                       │                                       │
                    SampleUIViewController viewIsAppearing                │                       │                                       │
                    Settings bridge viewIsAppearing                       │                       │                                       │ Settings isAppearing
                    Settings host viewDidAppear                           │                       │                                       │
                    SampleUIViewController viewDidAppear                  │                       │                                       │
                    Settings bridge viewDidAppear                         │                       │                                       │ Settings didAppear
                                                                          │                       │                                       │ Settings visible: true
                      note: Settings's hidden controllers: seed 001 2 (one per modifier), ViewLifecycle 1 (onLifecycle and onVisibilityChange share it), plus SampleView's controller

                    11. the app goes to the background
                                                                          │                       │                                       │ Settings visible: false

                    12. the app comes back to the foreground
                                                                          │                       │                                       │ Settings visible: true

                    13. tap the Inbox tab
                    Inbox host viewWillAppear                             │                       │ Inbox willAppear ✗ stale: unread 0    │
                    Inbox bridge viewWillAppear                           │                       │                                       │ Inbox willAppear
                    Settings host viewWillDisappear                       │                       │                                       │
                    SampleUIViewController viewWillDisappear              │                       │ Settings willDisappear                │
                    Settings bridge viewWillDisappear                     │                       │                                       │ Settings willDisappear covered
                                                                          │                       │                                       │ Settings visible: false
                                                                          │ Inbox onAppear        │                                       │
                    Settings host viewDidDisappear                        │ Settings onDisappear  │                                       │
                    SampleUIViewController viewDidDisappear               │                       │                                       │
                    Settings bridge viewDidDisappear                      │                       │                                       │ Settings didDisappear covered
                    Inbox host viewIsAppearing                            │                       │                                       │
                    Inbox bridge viewIsAppearing                          │                       │                                       │ Inbox isAppearing
                    Inbox host viewDidAppear                              │                       │                                       │
                    Inbox bridge viewDidAppear                            │                       │                                       │ Inbox didAppear
                                                                          │                       │                                       │ Inbox visible: true

                    14. tap "Open gallery": the same card on a page of a page-style TabView and in a List row
                    Row card bridge viewDidLoad                           │                       │                                       │ Row card load
                    Gallery host viewDidLoad                              │                       │                                       │
                    Inbox host viewWillDisappear                          │                       │ Inbox willDisappear ✗ stale: unread 0 │
                    Inbox bridge viewWillDisappear                        │                       │                                       │ Inbox willDisappear animated covered
                                                                          │                       │                                       │ Inbox visible: false
                    Gallery host viewWillAppear                           │                       │ Row card willAppear                   │
                    Row card bridge viewWillAppear                        │                       │                                       │ Row card willAppear animated
                    Gallery host viewIsAppearing                          │                       │                                       │ Page card load
                                                                          │ Page card onAppear    │                                       │ Page card willAppear swiftUI
                                                                          │                       │                                       │ Page card isAppearing swiftUI
                                                                          │                       │                                       │ Page card didAppear swiftUI
                                                                          │                       │                                       │ Page card visible: true
                    Row card bridge viewIsAppearing                       │                       │                                       │ Row card isAppearing animated
                                                                          │ Row card onAppear     │                                       │
                    Inbox host viewDidDisappear                           │ Inbox onDisappear     │                                       │
                    Inbox bridge viewDidDisappear                         │                       │                                       │ Inbox didDisappear animated covered
                    Gallery host viewDidAppear                            │                       │                                       │
                    Row card bridge viewDidAppear                         │                       │                                       │ Row card didAppear animated
                                                                          │                       │                                       │ Row card visible: true
                      note: Row card's hidden controllers: seed 001 2 (one per modifier), ViewLifecycle 1 (onLifecycle and onVisibilityChange share it)
                      note: UIKit never forwards to the page's hidden controllers (FB12795690): seed 001 is silent there, ViewLifecycle speaks from SwiftUI's side

                    15. swipe two pages on and two back: the page card leaves and returns
                                                                          │ Page card onDisappear │                                       │ Page card willDisappear covered swiftUI
                                                                          │                       │                                       │ Page card visible: false
                                                                          │                       │                                       │ Page card didDisappear covered swiftUI
                                                                          │ Page card onAppear    │                                       │ Page card willAppear swiftUI
                                                                          │                       │                                       │ Page card isAppearing swiftUI
                                                                          │                       │                                       │ Page card didAppear swiftUI
                                                                          │                       │                                       │ Page card visible: true
                      note: seed 001 hears nothing; ViewLifecycle follows SwiftUI's onDisappear and onAppear

                    16. scroll the List away and back: the row card leaves and returns
                                                                          │ Row card onDisappear  │                                       │ Row card willDisappear covered swiftUI
                                                                          │                       │                                       │ Row card visible: false
                                                                          │                       │                                       │ Row card didDisappear covered swiftUI
                                                                          │ Row card onAppear     │                                       │ Row card willAppear swiftUI
                                                                          │                       │                                       │ Row card isAppearing swiftUI
                                                                          │                       │                                       │ Row card didAppear swiftUI
                                                                          │                       │                                       │ Row card visible: true
                      note: UIKit keeps the row's hidden controllers on screen and says nothing; SwiftUI's side speaks

                    """)
        }

        @Test("--scenario app is the default")
        func appIsDefault() {
            #expect(CommandTranscript.run(["demo", "--scenario", "app"]) == CommandTranscript.run(["demo"]))
        }
    }

#endif
