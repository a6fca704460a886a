// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 18: navigation chrome, search, refresh, row actions, gestures and accessibility as
    // the screen shows them and the driver reaches them. Headless only.
    @Suite(.serialized) @MainActor struct ChromeScreenTests {
        @Test("title, toolbar, search, refresh, swipe actions and context menu on screen")
        func snapshot() {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: GroceriesScreen()))
            #expect(
                Headless.screen() == """
                    NavigationBar "Groceries"
                      Text "Add"
                    SearchField "Find": ""
                    Refreshable
                      Text "Milk"
                      SwipeActions
                        Text "Delete Milk"
                      Text "Eggs"
                      SwipeActions
                        Text "Delete Eggs"
                      Text "Total: 2"
                      Element [id: swatch]
                      Button "Favourite"
                      ContextMenu
                        Text "Share"
                      Text "Idle"
                    Toolbar
                      Text "2 items"

                    """)
        }

        @Test("the driver taps toolbar items, swipe actions, menu items and gestures by label")
        func taps() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: GroceriesScreen()))
            try Headless.tap("Add")
            try Headless.tap("Delete Milk")
            try Headless.tap("Share")
            try Headless.tap(.identifier("swatch"))
            #expect(log.take() == ["add", "delete Milk", "share", "swatch"])
            #expect(
                Headless.screen() == """
                    NavigationBar "Groceries"
                      Text "Add"
                    SearchField "Find": ""
                    Refreshable
                      Text "Eggs"
                      SwipeActions
                        Text "Delete Eggs"
                      Text "Bread"
                      SwipeActions
                        Text "Delete Bread"
                      Text "Total: 2"
                      Element [id: swatch]
                      Button "Favourite"
                      ContextMenu
                        Text "Share"
                      Text "Idle"
                    Toolbar
                      Text "2 items"

                    """)
            #expect(throws: Headless.DriverError.self) { try Headless.tap("Secret") }
        }

        @Test("search types into the field, sets isSearching, submits; dismissSearch ends it")
        func search() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: GroceriesScreen()))
            try Headless.search("eggs", submit: true)
            #expect(log.take() == ["search eggs"])
            #expect(Headless.screen() == Self.groceries(query: "eggs", status: "Searching"))
            try Headless.tap("Searching")
            #expect(Headless.screen() == Self.groceries(query: "", status: "Idle"))
        }

        /// The groceries screen, unchanged but for its search text and status.
        private static func groceries(query: String, status: String) -> String {
            """
            NavigationBar "Groceries"
              Text "Add"
            SearchField "Find": "\(query)"
            Refreshable
              Text "Milk"
              SwipeActions
                Text "Delete Milk"
              Text "Eggs"
              SwipeActions
                Text "Delete Eggs"
              Text "Total: 2"
              Element [id: swatch]
              Button "Favourite"
              ContextMenu
                Text "Share"
              Text "\(status)"
            Toolbar
              Text "2 items"

            """
        }

        @Test("refresh runs the refreshable action", .tasksFollowVirtualTime)
        func refresh() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: GroceriesScreen()))
            try Headless.refresh()
            #expect(log.take() == ["refreshed"])
        }

        @Test("without a navigation stack, a title and toolbar items show nothing")
        func noBar() {
            _ = Log.start()
            let root = Text("Alone").navigationTitle("Title").toolbar { Text("Edit") }
            _ = showInWindow(UIHostingController(rootView: root))
            #expect(
                Headless.screen() == """
                    Text "Alone"

                    """)
        }

        @Test("the innermost title wins; the pushed screen's back button reads the host's title")
        func titles() throws {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: NestedTitles()))
            #expect(
                Headless.screen() == """
                    NavigationBar "Inner title"
                    Text "Inner"
                    Link "Next"

                    """)
            try Headless.tap("Next")
            #expect(
                Headless.screen() == """
                    NavigationBar "Second"
                      BackButton "Inner title"
                    Text "Pushed"

                    """)
        }
    }
}
