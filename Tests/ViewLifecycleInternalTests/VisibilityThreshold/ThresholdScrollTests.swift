// ViewLifecycle · ViewLifecycleInternalTests
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import HeadlessTestSupport
    import HeadlessTesting
    import Testing
    import ViewLifecycle

    /// Ten 400-pt rows, each reporting its visibility at a threshold of one half as `"<row> <Bool>"`.
    /// The frame is inside the tracked view, so the share is measured on the 400 pt; lazy containers
    /// estimate their rows from the row's outermost frame, so theirs repeat it outside.
    private struct Rows: View {
        enum Container { case vStack, lazyVStack, list }
        let container: Container

        var body: some View {
            switch container {
            case .vStack:
                ScrollView {
                    VStack { ForEach(0..<10, id: \.self) { row($0) } }
                }
            case .lazyVStack:
                ScrollView {
                    LazyVStack { ForEach(0..<10, id: \.self) { row($0).frame(height: 400) } }
                }
            case .list:
                List { ForEach(0..<10, id: \.self) { row($0).frame(height: 400) } }
            }
        }

        private func row(_ index: Int) -> some View {
            Text("Row \(index)").frame(height: 400).onVisibilityChange(threshold: 0.5) {
                log("\(index) \($0)")
            }
        }
    }

    extension ModifierInternalTests {
        // Issue 20, item 2: at least half of a row inside its scroll view's visible area (844 pt
        // tall), while appeared and the scene active. Rows are 400 pt: at offset 0 rows 0 and 1 are
        // inside and row 2 shows 44 pt; at 156 row 2 shows exactly half; at 356 row 0 shows 44 pt;
        // at 1,200 rows 3 and 4 fill the view. The same stream for an eager stack (every row built
        // at once, traces/10), a lazy stack and a list (rows built as they scroll in).
        @MainActor struct ThresholdScrollTests {
            @Test(
                "rows report half in, fully in and out as the driver scrolls, once per change",
                arguments: [Rows.Container.vStack, .lazyVStack, .list])
            fileprivate func scrolling(container: Rows.Container) throws {
                let events = Log.start()
                let window = showInWindow(UIHostingController(rootView: Rows(container: container)))
                #expect(events.take() == ["0 true", "1 true"])
                try Headless.scroll(to: .offset(156))
                #expect(events.take() == ["2 true"])
                try Headless.scroll(to: .offset(356))
                #expect(events.take() == ["0 false"])
                // Row 2 is now wholly inside, rows 1 and 2 unchanged: nothing to report.
                try Headless.scroll(to: .offset(400))
                #expect(events.take() == [])
                // In one step the views already built measure in the graph's order as the scroll
                // moves; the rows a lazy container builds or re-attaches for the step measure after
                // the update that shows them, so they come last (guess).
                try Headless.scroll(to: .offset(1_200))
                #expect(events.take() == ["1 false", "2 false", "3 true", "4 true"])
                try Headless.scroll(to: .top)
                #expect(
                    events.take()
                        == (container == .vStack
                            ? ["0 true", "1 true", "3 false", "4 false"]
                            : ["3 false", "4 false", "0 true", "1 true"]))
                withExtendedLifetime(window) {}
            }
            @Test(
                "a push over the scroll view hides the rows inside it and a pop shows them again; a row scrolled out stays hidden",
                arguments: [Rows.Container.vStack, .lazyVStack, .list])
            fileprivate func covered(container: Rows.Container) throws {
                let events = Log.start()
                let navigation = UINavigationController(
                    rootViewController: UIHostingController(rootView: Rows(container: container)))
                let window = showInWindow(navigation)
                try Headless.scroll(to: .offset(356))
                #expect(events.take() == ["0 true", "1 true", "0 false", "2 true"])
                navigation.pushViewController(UIViewController(), animated: false)
                Driver.runUntilIdle()
                #expect(events.take() == ["1 false", "2 false"])
                navigation.popViewController(animated: false)
                Driver.runUntilIdle()
                #expect(events.take() == ["1 true", "2 true"])
                withExtendedLifetime(window) {}
            }

            @Test("thresholds chained on one view each report their own crossings, through one bridge")
            func chainedThresholds() throws {
                let events = Log.start()
                let root = ScrollView {
                    VStack {
                        Text("Top").frame(height: 600)
                        Text("Tracked").frame(height: 400)
                            .onVisibilityChange { log("visible \($0)") }
                            .onVisibilityChange(threshold: 0.25) { log("quarter \($0)") }
                            .onVisibilityChange(threshold: 1) { log("whole \($0)") }
                        Text("Bottom").frame(height: 2_000)
                    }
                }
                let host = UIHostingController(rootView: root)
                let window = showInWindow(host)
                // 244 of 400 pt inside: more than a quarter, not whole.
                #expect(events.take() == ["visible true", "quarter true"])
                try Headless.scroll(to: .offset(156))
                #expect(events.take() == ["whole true"])
                try Headless.scroll(to: .offset(800))
                #expect(events.take() == ["whole false"])
                try Headless.scroll(to: .offset(950))
                #expect(events.take() == ["quarter false"])
                #expect(host.children.count == 1)
                withExtendedLifetime(window) {}
            }
            // Issue 19's profiles: on iOS 17 and 18 (iOS 16's rule, traces/10) a lazy stack's row
            // scrolled out gets no onDisappear; the threshold still follows the viewport.
            @Test(
                "on the iOS 17 and 18 profiles a lazy stack's rows report the same stream",
                arguments: [Headless.Profile.iOS17, .iOS18])
            func lazyStackProfiles(profile: Headless.Profile) throws {
                let events = Log.start()
                Headless.reset(profile: profile)
                let window = showInWindow(UIHostingController(rootView: Rows(container: .lazyVStack)))
                #expect(events.take() == ["0 true", "1 true"])
                try Headless.scroll(to: .offset(1_200))
                #expect(events.take() == ["0 false", "1 false", "3 true", "4 true"])
                try Headless.scroll(to: .top)
                #expect(events.take() == ["3 false", "4 false", "0 true", "1 true"])
                withExtendedLifetime(window) {}
            }

            // DESIGN.md: visibility follows the scene; rows inside the viewport go with it, a row
            // outside stays quiet.
            @Test("the background hides the rows inside the viewport and the foreground shows them again")
            func backgroundAndForeground() throws {
                let events = Log.start()
                let window = showInWindow(UIHostingController(rootView: Rows(container: .list)))
                try Headless.scroll(to: .offset(356))
                _ = events.take()
                Driver.enterBackground()
                Driver.runUntilIdle()
                #expect(events.take() == ["1 false", "2 false"])
                Driver.enterForeground()
                Driver.runUntilIdle()
                #expect(events.take() == ["1 true", "2 true"])
                withExtendedLifetime(window) {}
            }
        }
    }

#endif
