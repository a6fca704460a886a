// ViewLifecycle · Seed001ComparisonTests
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import HeadlessTestSupport
    import Testing
    import ViewLifecycle

    // Seed 001's modifiers as the Seed001Modifiers library compiles them for the seed001 executable
    // and the demo (Examples/Seed001Modifiers, Swift 5 mode, the seed's code with only `public`
    // added). A target of its own: the seed's public `View.onWillAppear` would make every unpinned
    // call of ours ambiguous in a module that also imports ViewLifecycle.
    @testable import Seed001Modifiers

    // Both modules declare `View.onWillAppear`/`onWillDisappear` with the same signature. When this
    // test imported the seed001 executable's module, Swift 6.3's module selectors
    // (`seed001::onWillAppear`) picked a different overload from one build to the next; so the seed's
    // side is spelled as its own extension's one-line body, `.modifier(ViewWillAppearModifier(callback:))`
    // (the seed's modifier, representable and coordinator, unchanged), and no test rests on overload
    // resolution. Ours are pinned by their return type.
    extension View {
        /// Seed 001's `onWillAppear`, as its extension method writes it.
        fileprivate func seedWillAppear(_ perform: @escaping () -> Void) -> some View {
            modifier(ViewWillAppearModifier(callback: perform))
        }

        /// Seed 001's `onWillDisappear`, as its extension method writes it.
        fileprivate func seedWillDisappear(_ perform: @escaping () -> Void) -> some View {
            modifier(ViewWillDisappearModifier(callback: perform))
        }
    }

    /// A counter whose child shows seed 001's handlers beside ours.
    private struct SideBySideScreen: View {
        @State private var count = 0
        let bump: (@escaping () -> Void) -> Void

        var body: some View {
            let _ = bump { count += 1 }
            SideBySideLabels(count: count)
        }
    }

    /// Seed 001's handlers and ours, each logging the count of the body that made its closure. The
    /// count is a plain `let` from the parent: a closure reading `@State` would read its current
    /// value through the state's storage even when stale, and hide the difference.
    private struct SideBySideLabels: View {
        let count: Int

        var body: some View {
            VStack {
                Text("seed \(count)")
                    .seedWillAppear { log("seed willAppear sees \(count)") }
                    .seedWillDisappear { log("seed willDisappear sees \(count)") }
                ours
            }
        }

        private var ours: LifecycleTrackedView<Text> {
            Text("ours \(count)")
                .onWillAppear { log("ours willAppear sees \(count)") }
                .onWillDisappear { log("ours willDisappear sees \(count)") }
        }
    }

    /// Seed 001's handlers and ours on views a parent shows while `isShown`, then removes.
    private struct RemovableLabels: View {
        @State private var isShown = true
        let hide: (@escaping () -> Void) -> Void

        var body: some View {
            let _ = hide { isShown = false }
            VStack {
                if isShown { SideBySideLabels(count: 0) }
            }
        }
    }

    @Suite(.serialized, .headlessWorld) @MainActor enum Seed001Comparison {}

    extension Seed001Comparison {
        // Seed 001 (Docs/Evidence.md): each modifier is a representable whose coordinator is a
        // `UIViewController` made once, in `makeCoordinator`, with the closure of that first body;
        // `updateUIViewController` is empty. UIKit's push/pop order is traces/03's.
        @MainActor struct Seed001SideBySideTests {
            private func stack() -> (
                UINavigationController, UIHostingController<SideBySideScreen>, () -> Void, UIWindow
            ) {
                var bump: (() -> Void)?
                let host = UIHostingController(rootView: SideBySideScreen { bump = $0 })
                let navigation = UINavigationController(rootViewController: host)
                let window = showInWindow(navigation)
                return (navigation, host, bump!, window)
            }

            @Test("a push and a pop: seed 001's handlers and ours fire at the same moments")
            func pushAndPopAgree() {
                let events = Log.start()
                let (navigation, _, _, window) = stack()
                // UIKit forwards the host's viewWillAppear to its children in the order they joined:
                // seed 001's coordinator first, then our bridge.
                #expect(events.take() == ["seed willAppear sees 0", "ours willAppear sees 0"])
                navigation.pushViewController(UIViewController(), animated: true)
                Headless.runUntilIdle()
                #expect(events.take() == ["seed willDisappear sees 0", "ours willDisappear sees 0"])
                navigation.popViewController(animated: true)
                Headless.runUntilIdle()
                #expect(events.take() == ["seed willAppear sees 0", "ours willAppear sees 0"])
                withExtendedLifetime(window) {}
            }

            // DESIGN.md contract 5. Where seed 001 goes wrong: its coordinator keeps the first closure.
            @Test("after two re-renders, seed 001 calls the closure of the first body; ours the latest")
            func seedClosureIsStale() {
                let events = Log.start()
                let (navigation, _, bump, window) = stack()
                _ = events.take()
                bump()
                Headless.runUntilIdle()
                bump()
                Headless.runUntilIdle()
                navigation.pushViewController(UIViewController(), animated: false)
                Headless.runUntilIdle()
                #expect(events.take() == ["seed willDisappear sees 0", "ours willDisappear sees 2"])
                navigation.popViewController(animated: false)
                Headless.runUntilIdle()
                #expect(events.take() == ["seed willAppear sees 0", "ours willAppear sees 2"])
                withExtendedLifetime(window) {}
            }

            // Issue 11 item 4. Where seed 001 goes wrong: one hidden controller per modifier.
            @Test("two of seed 001's modifiers make two child controllers; six of ours make one")
            func controllersPerModifier() {
                Headless.reset()
                let seed = UIHostingController(rootView: Text("seed").seedWillAppear {}.seedWillDisappear {})
                let ours = UIHostingController<LifecycleTrackedView<Text>>(
                    rootView: Text("ours")
                        .onLoad {}.onWillAppear {}.onIsAppearing {}.onDidAppear {}.onWillDisappear {}
                        .onDidDisappear {})
                let window = showInWindow(seed)
                #expect(seed.children.count == 2)
                window.rootViewController = ours
                Headless.runUntilIdle()
                #expect(ours.children.count == 1)
                withExtendedLifetime(window) {}
            }

            // The same moments elsewhere too: seed 001 goes wrong in the closure it calls and the
            // controllers it makes, not in when UIKit calls it. Its views sit first in the VStack, so
            // its coordinator hears each callback before our bridge.
            @Test("removed while on screen: seed 001's handler and ours both hear willDisappear")
            func removalAgrees() {
                let events = Log.start()
                var hide: (() -> Void)?
                let window = showInWindow(UIHostingController(rootView: RemovableLabels { hide = $0 }))
                #expect(events.take() == ["seed willAppear sees 0", "ours willAppear sees 0"])
                hide?()
                Headless.runUntilIdle()
                #expect(events.take() == ["seed willDisappear sees 0", "ours willDisappear sees 0"])
                withExtendedLifetime(window) {}
            }

            // traces/22 D2 then D1: a sheet swiped down, cancelled, then swiped away.
            @Test("a sheet swiped, cancelled then finished: both hear the same will callbacks")
            func sheetSwipeAgrees() {
                let events = Log.start()
                let root = UIHostingController(rootView: Text("root"))
                let window = showInWindow(root)
                let sheet = UIHostingController(rootView: SideBySideLabels(count: 0))
                sheet.modalPresentationStyle = .pageSheet
                root.present(sheet, animated: true)
                Headless.runUntilIdle()
                #expect(events.take() == ["seed willAppear sees 0", "ours willAppear sees 0"])
                let cancelled = Headless.beginInteractiveDismissal(sheet)
                cancelled.update(0.3)
                cancelled.cancel()
                Headless.runUntilIdle()
                #expect(
                    events.take() == [
                        "seed willDisappear sees 0", "ours willDisappear sees 0", "seed willAppear sees 0",
                        "ours willAppear sees 0",
                    ])
                let finished = Headless.beginInteractiveDismissal(sheet)
                finished.update(0.7)
                finished.finish()
                Headless.runUntilIdle()
                #expect(events.take() == ["seed willDisappear sees 0", "ours willDisappear sees 0"])
                withExtendedLifetime(window) {}
            }
        }
    }

#endif
