// ViewLifecycle · ViewLifecycleTests
// UIKit path only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !os(macOS)

    import Testing

    extension ModifierTests {
        /// Issue 20: the rows of a `List`, whose appearance SwiftUI's side reports when UIKit says
        /// nothing (the bridge stays in the screen's host): a row deleted from the data leaves
        /// `removed`, a row scrolled away is `covered`, and a row brought back while the scene is in
        /// the background appears without being visible until the scene is active again.
        @MainActor struct ListRowStreamTests {
            private func screen() -> (Binding<[Int]>, UIWindow) {
                var rows: Binding<[Int]>?
                let window = showInWindow(UIHostingController(rootView: ListRowScreen { rows = $0 }))
                return (rows!, window)
            }

            // DESIGN.md contract 3: a view whose identity leaves the graph reads `removed`, whichever
            // of SwiftUI's onDisappear and the representable's dismantling comes first.
            @Test(
                "a list row deleted from the data while on screen disappears removed; the next row scrolls in",
                .enabled(if: Driver.drivesUserActions))
            func deletedRow() {
                let events = Log.start()
                let (rows, window) = screen()
                _ = events.take()
                rows.wrappedValue.removeAll { $0 == 1 }
                Driver.runUntilIdle()
                // Twenty 44-pt rows fill the screen: R20 moves up into it, and its bridge, a child of
                // the screen's host, hears UIKit (inserted views appear before removed ones leave).
                #expect(
                    events.take() == [
                        "R20 load", "R20 willAppear", "R20 isAppearing", "R20 didAppear", "R20 visible true",
                        "R1 willDisappear removed swiftUI", "R1 visible false",
                        "R1 didDisappear removed swiftUI",
                    ])
                withExtendedLifetime(window) {}
            }

            // A row scrolled out of a list stays in the data (traces/10: onDisappear as it goes):
            // `covered`, SwiftUI's side, and back in view it appears again from SwiftUI's side.
            @Test(
                "a list row scrolled away disappears covered and appears again when scrolled back",
                .enabled(if: Driver.drivesUserActions))
            func scrolledRow() {
                let events = Log.start()
                let (_, window) = screen()
                _ = events.take()
                Driver.scrollContent(by: 1_500)
                #expect(
                    Self.only("R0", events.take()) == [
                        "R0 willDisappear covered swiftUI", "R0 visible false",
                        "R0 didDisappear covered swiftUI",
                    ])
                Driver.scrollContentToTop()
                #expect(
                    Self.only("R0", events.take()) == [
                        "R0 willAppear swiftUI", "R0 isAppearing swiftUI", "R0 didAppear swiftUI",
                        "R0 visible true",
                    ])
                withExtendedLifetime(window) {}
            }

            // DESIGN.md: visible means appeared and the scene active. A row kept off screen misses
            // the update that tells the rows the scene went to the background; brought back by a
            // programmatic scroll while there, it appears but is not visible until the foreground.
            @Test(
                "a list row scrolled into view in the background appears but is visible only in the foreground",
                .enabled(if: Driver.drivesUserActions))
            func scrolledBackInBackground() {
                let events = Log.start()
                let (_, window) = screen()
                Driver.scrollContent(by: 1_500)
                _ = events.take()
                Driver.enterBackground()
                Driver.runUntilIdle()
                _ = events.take()
                Driver.scrollContentToTop()
                #expect(
                    Self.only("R0", events.take()) == [
                        "R0 willAppear swiftUI", "R0 isAppearing swiftUI", "R0 didAppear swiftUI",
                    ])
                Driver.enterForeground()
                Driver.runUntilIdle()
                #expect(Self.only("R0", events.take()) == ["R0 visible true"])
                withExtendedLifetime(window) {}
            }

            /// The lines of one row.
            private static func only(_ row: String, _ lines: [String]) -> [String] {
                lines.filter { $0.hasPrefix(row + " ") }
            }
        }
    }

#endif
