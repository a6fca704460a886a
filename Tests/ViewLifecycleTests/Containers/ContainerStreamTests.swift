// ViewLifecycle · ViewLifecycleTests
// UIKit path only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !os(macOS)

    import Testing

    extension ModifierTests {
        /// Issue 20: a tracked view in each container, through show, cover (a push over it), scroll
        /// away and back where it scrolls (a page-style `TabView`: two swipes away, two back), and
        /// removal. Where UIKit forwards appearance to the bridge the events are UIKit's (animated
        /// with the push); where it forwards nothing they come from SwiftUI's appearance, marked
        /// `swiftUI`, never doubled.
        @MainActor struct ContainerStreamTests {
            /// The stream of each step, per container, as the headless runtime (latest profile) gives it.
            @Test(
                "a tracked view in each container: every step's exact stream",
                .enabled(if: Driver.drivesUserActions),
                arguments: ContainerKind.allCases)
            func stream(of kind: ContainerKind) {
                let log = Log.start()
                var controls: (shows: Binding<Bool>, path: Binding<[Int]>)?
                let window = showInWindow(
                    UIHostingController(rootView: ContainerScreen(kind: kind) { controls = ($0, $1) }))
                var steps: [String: [String]] = ["launch": log.take()]

                controls?.path.wrappedValue = [1]
                Driver.runUntilIdle()
                steps["cover"] = log.take()
                controls?.path.wrappedValue = []
                Driver.runUntilIdle()
                steps["uncover"] = log.take()

                if kind.scrolls {
                    scrollAway(kind)
                    steps["away"] = log.take()
                    // Covered and uncovered while out of sight: nothing, whatever UIKit says.
                    controls?.path.wrappedValue = [1]
                    Driver.runUntilIdle()
                    controls?.path.wrappedValue = []
                    Driver.runUntilIdle()
                    steps["cover while away"] = log.take()
                    scrollBack(kind)
                    steps["back"] = log.take()
                }
                controls?.shows.wrappedValue = false
                Driver.runUntilIdle()
                steps["removal"] = log.take()
                #expect(steps == Self.expected(kind))
                withExtendedLifetime(window) {}
            }

            private func scrollAway(_ kind: ContainerKind) {
                if kind == .pages {
                    Driver.swipePage(forward: true)
                    Driver.swipePage(forward: true)
                } else {
                    Driver.scrollContent(by: 1_500)
                }
            }

            private func scrollBack(_ kind: ContainerKind) {
                if kind == .pages {
                    Driver.swipePage(forward: false)
                    Driver.swipePage(forward: false)
                } else {
                    Driver.scrollContentToTop()
                }
            }

            private static let appears = ["T load", "T willAppear", "T isAppearing", "T didAppear"]
            private static let covered = [
                "T willDisappear animated covered", "T didDisappear animated covered",
            ]
            private static let uncovered = [
                "T willAppear animated", "T isAppearing animated", "T didAppear animated",
            ]
            private static let removed = [
                "T willDisappear removed swiftUI", "T didDisappear removed swiftUI",
            ]
            private static let swiftUIAway = [
                "T willDisappear covered swiftUI", "T didDisappear covered swiftUI",
            ]
            private static let swiftUIBack = [
                "T willAppear swiftUI", "T isAppearing swiftUI", "T didAppear swiftUI",
            ]

            static func expected(_ kind: ContainerKind) -> [String: [String]] {
                switch kind {
                case .vStack, .zStack, .conditional, .forEach:
                    return ["launch": appears, "cover": covered, "uncover": uncovered, "removal": removed]
                case .scrollView:
                    // A VStack in a ScrollView is built whole; scrolling changes nothing (traces/10).
                    return [
                        "launch": appears, "cover": covered, "uncover": uncovered, "away": [],
                        "cover while away": covered + uncovered, "back": [], "removal": removed,
                    ]
                case .list, .lazyVStack, .lazyVGrid:
                    // UIKit says nothing of a row scrolled away and back: the bridge stays in its
                    // host. SwiftUI's onDisappear and onAppear (a lazy stack's on the latest profile,
                    // LazyRowRules' row rules) speak, and UIKit's callbacks for the host
                    // covered while the row is away are not the row's.
                    return [
                        "launch": appears, "cover": covered, "uncover": uncovered, "away": swiftUIAway,
                        "cover while away": [], "back": swiftUIBack, "removal": removed,
                    ]
                case .pages:
                    // A page's bridge never joins UIKit (FB12795690, traces/09): every event is
                    // SwiftUI's. Removed with its tab view, the page's onDisappear runs before its
                    // identity is dismantled; the relay waits for the update's end, so it reads
                    // removed (DESIGN.md contract 3).
                    let launch = [
                        "T load", "T willAppear swiftUI", "T isAppearing swiftUI", "T didAppear swiftUI",
                    ]
                    return [
                        "launch": launch, "cover": swiftUIAway, "uncover": swiftUIBack, "away": swiftUIAway,
                        "cover while away": [], "back": swiftUIBack, "removal": removed,
                    ]
                }
            }
        }
    }

#endif
