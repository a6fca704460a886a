// ViewLifecycle · ViewLifecycleTests

import Testing

// Seed 001's modifiers as its executable target compiles them (Examples/seed001, Swift 5 mode):
// SwiftPM lets a test import an executable target, and its `main.swift` does not run. In
// Internal/: the iOS type-check has no `seed001` module.
@testable import seed001

// Both modules declare `View.onWillAppear`/`onWillDisappear` with the same signature. Swift
// 6.3's module selectors (`seed001::onWillAppear`) parse, but which overload they picked changed
// from one build to the next here, so the seed's side is spelled as its own extension's one-line
// body, `.modifier(ViewWillAppearModifier(callback:))`: the seed's modifier, representable and
// coordinator, unchanged. Ours are pinned by their return type.
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

extension ModifierTests {
    // Seed 001 (../shared/seeds/001): each modifier is a representable whose coordinator is a
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
            let events = EventLog.start()
            let (navigation, _, _, window) = stack()
            // UIKit forwards the host's viewWillAppear to its children in the order they joined:
            // seed 001's coordinator first, then our bridge.
            #expect(events.take() == ["seed willAppear sees 0", "ours willAppear sees 0"])
            navigation.pushViewController(UIViewController(), animated: true)
            Driver.runUntilIdle()
            #expect(events.take() == ["seed willDisappear sees 0", "ours willDisappear sees 0"])
            navigation.popViewController(animated: true)
            Driver.runUntilIdle()
            #expect(events.take() == ["seed willAppear sees 0", "ours willAppear sees 0"])
            withExtendedLifetime(window) {}
        }

        // DESIGN.md contract 5. Where seed 001 goes wrong: its coordinator keeps the first closure.
        @Test("after two re-renders, seed 001 calls the closure of the first body; ours the latest")
        func seedClosureIsStale() {
            let events = EventLog.start()
            let (navigation, _, bump, window) = stack()
            _ = events.take()
            bump()
            Driver.runUntilIdle()
            bump()
            Driver.runUntilIdle()
            navigation.pushViewController(UIViewController(), animated: false)
            Driver.runUntilIdle()
            #expect(events.take() == ["seed willDisappear sees 0", "ours willDisappear sees 2"])
            navigation.popViewController(animated: false)
            Driver.runUntilIdle()
            #expect(events.take() == ["seed willAppear sees 0", "ours willAppear sees 2"])
            withExtendedLifetime(window) {}
        }

        // Issue 11 item 4. Where seed 001 goes wrong: one hidden controller per modifier.
        @Test("two of seed 001's modifiers make two child controllers; six of ours make one")
        func controllersPerModifier() {
            _ = EventLog.start()
            let seed = UIHostingController(rootView: Text("seed").seedWillAppear {}.seedWillDisappear {})
            let ours = UIHostingController<LifecycleTrackedView<Text>>(
                rootView: Text("ours")
                    .onLoad {}.onWillAppear {}.onIsAppearing {}.onDidAppear {}.onWillDisappear {}
                    .onDidDisappear {})
            let window = showInWindow(seed)
            #expect(seed.children.count == 2)
            window.rootViewController = ours
            Driver.runUntilIdle()
            #expect(ours.children.count == 1)
            withExtendedLifetime(window) {}
        }
    }
}
