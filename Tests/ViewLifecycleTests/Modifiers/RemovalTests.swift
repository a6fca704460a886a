// ViewLifecycle · ViewLifecycleTests
// UIKit path only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !os(macOS)

    import Testing

    /// A screen showing a tracked detail while `showsDetail` is on, and rows by id.
    private struct ToggleScreen: View {
        @State var showsDetail = true
        @State var rows = [1, 2, 3]
        @State var detailID = 0
        let expose: (Binding<Bool>, Binding<[Int]>, Binding<Int>) -> Void

        var body: some View {
            let _ = expose($showsDetail, $rows, $detailID)
            VStack {
                if showsDetail {
                    TrackedScreen(name: "detail")
                }
                ForEach(rows, id: \.self) { row in
                    TrackedScreen(name: "row \(row)")
                }
                TrackedScreen(name: "identified \(detailID)").id(detailID)
            }
        }
    }

    extension ModifierTests {
        @MainActor struct RemovalTests {
            private func screen() -> (Binding<Bool>, Binding<[Int]>, Binding<Int>, UIWindow) {
                var bindings: (Binding<Bool>, Binding<[Int]>, Binding<Int>)?
                let window = showInWindow(
                    UIHostingController(rootView: ToggleScreen { bindings = ($0, $1, $2) }))
                let (detail, rows, id) = bindings!
                return (detail, rows, id, window)
            }

            // DESIGN.md contract 3: a view that leaves the graph while visible gets its disappearance,
            // synthesized at teardown when UIKit sends none, with the reason `removed`; SwiftUI's
            // side spoke (the representable's dismantling), so the source is `swiftUI`.
            @Test("a conditional view removed while visible disappears, removed")
            func conditionalRemoval() {
                let events = Log.start()
                let (detail, _, _, window) = screen()
                _ = events.take()
                detail.wrappedValue = false
                Driver.runUntilIdle()
                #expect(
                    events.take() == [
                        "detail willDisappear removed swiftUI", "detail didDisappear removed swiftUI",
                    ])
                withExtendedLifetime(window) {}
            }

            @Test("a ForEach row removed while visible disappears; the others get nothing")
            func forEachRemoval() {
                let events = Log.start()
                let (_, rows, _, window) = screen()
                _ = events.take()
                rows.wrappedValue = [1, 3]
                Driver.runUntilIdle()
                #expect(
                    events.take() == [
                        "row 2 willDisappear removed swiftUI", "row 2 didDisappear removed swiftUI",
                    ])
                withExtendedLifetime(window) {}
            }

            @Test("an .id change replaces the view: the new one loads and appears, the old one is removed")
            func idChange() {
                let events = Log.start()
                let (_, _, id, window) = screen()
                _ = events.take()
                id.wrappedValue = 1
                Driver.runUntilIdle()
                // The inserted view's events come before the removed one's, as SwiftUI's onAppear
                // and onDisappear do on an .id change (traces/25).
                #expect(
                    events.take() == [
                        "identified 1 load", "identified 1 willAppear", "identified 1 isAppearing",
                        "identified 1 didAppear", "identified 0 willDisappear removed swiftUI",
                        "identified 0 didDisappear removed swiftUI",
                    ])
                withExtendedLifetime(window) {}
            }
        }
    }

#endif
