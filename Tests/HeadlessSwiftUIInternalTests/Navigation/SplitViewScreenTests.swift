// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // The screen of a NavigationSplitView, collapsed and expanded, and what the driver does with
    // it (WhatIsMirrored.md, "Navigation"). Headless only.
    @Suite(.serialized) @MainActor struct SplitViewScreenTests {
        /// A three-column split view: folders, the selected folder's notes, the selected note.
        struct Notes: View {
            @State var folder: String?
            @State var note: String?
            @State var visibility = NavigationSplitViewVisibility.automatic

            var body: some View {
                NavigationSplitView(columnVisibility: $visibility) {
                    List(["Work", "Home"], id: \.self, selection: $folder) { Text($0) }
                        .navigationTitle("Folders")
                } content: {
                    if let folder {
                        List(["\(folder) 1", "\(folder) 2"], id: \.self, selection: $note) { Text($0) }
                            .navigationTitle(folder)
                    } else {
                        Text("No folder")
                    }
                } detail: {
                    Text(note ?? "No note")
                        .onAppear { log("detail onAppear \(note ?? "none")") }
                }
                .navigationSplitViewStyle(.balanced)
                .onChange(of: visibility) { log("visibility changed") }
            }
        }

        @Test("collapsed on an iPhone: the sidebar's stack; rows select, push and go back")
        func collapsedScreen() throws {
            _ = Log.start()
            let host = UIHostingController(rootView: Notes())
            _ = showInWindow(host)
            #expect(
                Headless.screen() == """
                    NavigationBar "Folders"
                    Button "Work"
                    Button "Home"

                    """)
            try Headless.tap("Home")
            #expect(
                Headless.screen() == """
                    NavigationBar "Home"
                      BackButton "Folders"
                    Button "Home 1"
                    Button "Home 2"

                    """)
            try Headless.tap("Home 2")
            #expect(
                Headless.screen() == """
                    NavigationBar
                      BackButton "Home"
                    Text "Home 2"

                    """)
            try Headless.goBack()
            try Headless.goBack()
            #expect(
                Headless.screen() == """
                    NavigationBar "Folders"
                    Button "Work"
                    Button "Home"

                    """)
        }

        @Test("expanded on an iPad in landscape: three columns side by side; a selection marks its row")
        func expandedScreen() throws {
            let log = Log.start()
            Headless.reset(screenSize: .iPadLandscape)
            let host = UIHostingController(rootView: Notes())
            _ = showInWindow(host)
            try Headless.tap("Work")
            try Headless.tap("Work 1")
            #expect(
                Headless.screen() == """
                    Column "primary"
                      NavigationBar "Folders"
                      Button "Work" (selected)
                      Button "Home"
                    Column "supplementary"
                      NavigationBar "Work"
                      Button "Work 1" (selected)
                      Button "Work 2"
                    Column "secondary"
                      NavigationBar
                      Text "Work 1"

                    """)
            #expect(log.take() == ["detail onAppear none"])
            let split = try #require(host.children.first as? UISplitViewController)
            #expect(split.style == .tripleColumn)
            #expect(split.preferredSplitBehavior == .tile)
        }

        @Test(
            "turning a Max phone to landscape expands the collapsed split view; back to portrait collapses it"
        )
        func rotationExpandsAndCollapses() throws {
            _ = Log.start()
            Headless.reset(screenSize: .iPhoneProMax)
            let host = UIHostingController(rootView: Notes())
            _ = showInWindow(host)
            let split = try #require(host.children.first as? UISplitViewController)
            #expect(split.isCollapsed)
            Headless.setScreenSize(.iPhoneProMaxLandscape)
            Headless.runUntilIdle()
            #expect(!split.isCollapsed)
            #expect(split.viewControllers.count == 3)
            Headless.setScreenSize(.iPhoneProMax)
            Headless.runUntilIdle()
            #expect(split.isCollapsed)
            #expect(
                Headless.screen() == """
                    NavigationBar "Folders"
                    Button "Work"
                    Button "Home"

                    """)
        }

        @Test(
            "on an iPad in portrait three columns show content and detail; showing the sidebar updates the binding"
        )
        func columnVisibilityFollows() throws {
            let log = Log.start()
            Headless.reset(screenSize: .iPad)
            let host = UIHostingController(rootView: Notes())
            _ = showInWindow(host)
            let split = try #require(host.children.first as? UISplitViewController)
            #expect(split.viewControllers.count == 2)
            _ = log.take()
            split.show(.primary)
            Headless.runUntilIdle()
            #expect(log.take() == ["visibility changed"])
            #expect(split.displayMode == .twoOverSecondary)
            #expect(split.viewControllers.count == 3)
        }

        /// A two-column split view whose columns print the size class they see.
        struct SizeClasses: View {
            @Environment(\.horizontalSizeClass) private var sizeClass

            var body: some View {
                NavigationSplitView {
                    Text("Sidebar \(sizeClass == .regular ? "regular" : "compact")")
                } detail: {
                    SizeClassText()
                }
            }
        }

        /// Prints the horizontal size class it sees.
        struct SizeClassText: View {
            @Environment(\.horizontalSizeClass) private var sizeClass

            var body: some View {
                Text("Detail \(sizeClass == .regular ? "regular" : "compact")")
            }
        }

        @Test("a column that was off screen during a resize sees the new size class when it comes on screen")
        func hiddenColumnTakesNewSizeClass() throws {
            _ = Log.start()
            Headless.reset(screenSize: .iPhoneProMax)
            _ = showInWindow(UIHostingController(rootView: SizeClasses()))
            #expect(
                Headless.screen() == """
                    NavigationBar
                    Text "Sidebar compact"

                    """)
            Headless.setScreenSize(.iPhoneProMaxLandscape)
            Headless.runUntilIdle()
            #expect(
                Headless.screen() == """
                    Column "primary"
                      NavigationBar
                      Text "Sidebar regular"
                    Column "secondary"
                      NavigationBar
                      Text "Detail regular"

                    """)
        }

        @Test("a split view, its columns' hosts and its context are released after the world resets")
        func released() throws {
            _ = Log.start()
            let split: Weak<UIViewController>
            let detail: Weak<UIViewController>
            do {
                let host = UIHostingController(rootView: Notes())
                _ = showInWindow(host)
                try Headless.tap("Work")
                let controller = try #require(host.children.first as? UISplitViewController)
                split = Weak(controller)
                detail = Weak(try #require(controller.viewController(for: .secondary)))
            }
            Headless.reset()
            try expectReleased(split, detail)
        }
    }
}
