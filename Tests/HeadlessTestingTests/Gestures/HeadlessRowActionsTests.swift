// ViewLifecycle · HeadlessTestingTests

import HeadlessTestSupport
import HeadlessTesting
import Testing

extension DriverSuites {
    @Suite @MainActor struct HeadlessRowActionsTests {
        @Test("every row has a Delete: the row's label says which one is tapped")
        func swipeAction() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: RowActionsScreen()))
            #expect(try Headless.swipeActions(onRow: "Eggs").map(\.description) == ["Button \"Delete\"\n"])
            try Headless.tapSwipeAction("Delete", onRow: "Eggs")
            #expect(log.take() == ["delete Eggs"])
            #expect(Headless.findAll(.text()).map(\.label) == ["Milk", "Photo"])
        }

        @Test("a context menu is opened on its view and one item tapped")
        func contextMenu() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: RowActionsScreen()))
            #expect(try Headless.contextMenu(on: "Photo").map(\.label) == ["Share", "Delete"])
            try Headless.tapContextMenuItem("Delete", on: "Photo")
            #expect(log.take() == ["delete photo"])
        }

        @Test("a row without such actions, or an action the row lacks, is named in the error")
        func errors() {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: RowActionsScreen()))
            #expect(
                throws: Headless.DriverError(
                    "The swipe actions of the element labelled \"Milk\" have no item labelled \"Share\" that can be "
                        + "tapped: they are Button \"Delete\".")
            ) { try Headless.tapSwipeAction("Share", onRow: "Milk") }
            #expect(
                throws: Headless.DriverError(
                    "No element labelled \"Photo\" with swipe actions on screen. On screen: Text \"Milk\", "
                        + "SwipeActions, Button \"Delete\", Text \"Eggs\", SwipeActions, Button \"Delete\", "
                        + "Text \"Photo\", ContextMenu, Button \"Share\", Button \"Delete\".")
            ) { try Headless.tapSwipeAction("Delete", onRow: "Photo") }
        }
    }
}
