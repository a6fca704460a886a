// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 18: alerts and confirmation dialogs are UIAlertControllers presented over the
    // presenter, which keeps its views (no onDisappear). A tap dismisses the alert; UIKit runs
    // the action's handler once the dismissal is done (material-components-ios PR 2490, "modeling
    // after UIAlertController", calls handlers after the alert has been dismissed); SwiftUI then
    // clears the binding before the tapped button's action runs (scgopi/GraphCode issue 35:
    // "SwiftUI clears the alert's isPresented binding before running the tapped button's action").
    @Suite(.serialized) @MainActor struct AlertTests {
        @Test("an alert round trip: shown as a layer, a tap clears isPresented, then the action runs")
        func isPresentedRoundTrip() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: DeleteAlertScreen()))
            #expect(log.take() == ["List onAppear"])
            Triggers.shared.tap("ask")
            Headless.runUntilIdle()
            #expect(
                Headless.screen() == """
                    Text "Deleted 0"
                    Alert
                      Text "Delete the book?"
                      Text "This cannot be undone."
                      Button "Delete"
                      Button "Cancel"

                    """)
            try Headless.tap("Delete")
            #expect(log.take() == ["isPresented set false", "Delete action, isPresented false"])
            #expect(
                Headless.screen() == """
                    Text "Deleted 1"

                    """)
            Triggers.shared.tap("ask")
            Headless.runUntilIdle()
            try Headless.tap("Cancel")
            #expect(log.take() == ["isPresented set false", "Cancel action"])
        }

        @Test("setting isPresented to false dismisses the alert without running an action")
        func dismissedInCode() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: DeleteAlertScreen()))
            Triggers.shared.tap("ask")
            Headless.runUntilIdle()
            Triggers.shared.tap("hide")
            Headless.runUntilIdle()
            #expect(log.take() == ["List onAppear"])
            #expect(Headless.screen() == "Text \"Deleted 0\"\n")
        }

        @Test("only the alert takes taps; the driver's error names its actions")
        func driverErrorNamesActions() {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: DeleteAlertScreen()))
            Triggers.shared.tap("ask")
            Headless.runUntilIdle()
            #expect(
                throws: Headless.DriverError(
                    #"No element labelled "Deleted 0" on screen. On screen: Text "Delete the book?", Text "This cannot be undone.", Button "Delete", Button "Cancel"."#
                )
            ) { try Headless.tap("Deleted 0") }
        }

        @Test("an empty actions builder gives the alert one OK action")
        func okAction() throws {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: NoActionAlertScreen()))
            #expect(
                Headless.screen() == """
                    Text "Shown"
                    Alert
                      Text "Saved"
                      Button "OK"

                    """)
            try Headless.tap("OK")
            #expect(Headless.screen() == "Text \"Gone\"\n")
        }

        @Test("presenting data: shown only with data; its title, message and action use it")
        func presentingData() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: PresentingAlertScreen()))
            Triggers.shared.tap("ask")
            Headless.runUntilIdle()
            #expect(Headless.screen() == "Text \"Books\"\n")
            Triggers.shared.tap("choose")
            Headless.runUntilIdle()
            #expect(
                Headless.screen() == """
                    Text "Books"
                    Alert
                      Text "Return"
                      Text "Book 1"
                      Button "Return Dune"

                    """)
            try Headless.tap("Return Dune")
            #expect(log.take() == ["returned Dune"])
            #expect(Headless.screen() == "Text \"Books\"\n")
        }

        @Test("a confirmation dialog hides its title unless visible, and gains a Cancel action")
        func confirmationDialog() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: DialogScreen(titleVisibility: .automatic)))
            #expect(
                Headless.screen() == """
                    Text "Library"
                    ConfirmationDialog
                      Button "Title"
                      Button "Author"
                      Button "Cancel"

                    """)
            try Headless.tap("Author")
            #expect(log.take() == ["sort by author"])
            Headless.reset()
            _ = showInWindow(UIHostingController(rootView: DialogScreen(titleVisibility: .visible)))
            #expect(
                Headless.screen() == """
                    Text "Library"
                    ConfirmationDialog
                      Text "Sort by"
                      Button "Title"
                      Button "Author"
                      Button "Cancel"

                    """)
            try Headless.tap("Cancel")
            #expect(log.take() == [])
            #expect(Headless.screen() == "Text \"Library\"\n")
        }

        @Test("legacy Alert and ActionSheet: their buttons are the actions, in order")
        func legacyForms() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: LegacyAlertScreen()))
            Triggers.shared.tap("alert")
            Headless.runUntilIdle()
            #expect(
                Headless.screen() == """
                    Text "Legacy"
                    Text "More"
                    Alert
                      Text "Discard?"
                      Text "Changes are lost."
                      Button "Discard"
                      Button "Cancel"

                    """)
            try Headless.tap("Discard")
            Triggers.shared.tap("sheet")
            Headless.runUntilIdle()
            #expect(
                Headless.screen() == """
                    Text "Legacy"
                    Text "More"
                    ConfirmationDialog
                      Text "Share"
                      Button "Copy"
                      Button "Cancel"

                    """)
            try Headless.tap("Copy")
            #expect(log.take() == ["discarded", "copied"])
        }

        @Test("an error alert is titled by the error's description")
        func errorAlert() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: ErrorAlertScreen()))
            #expect(
                Headless.screen() == """
                    Text "Sync"
                    Alert
                      Text "Sync failed"
                      Text "Try again later."
                      Button "Retry"

                    """)
            try Headless.tap("Retry")
            #expect(log.take() == ["retry"])
        }

        @Test("an alert on a pushed screen: the screen stays under it; its action's dismiss pops")
        func alertOnPushedScreen() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: AlertInStackScreen()))
            try Headless.tap("Book")
            #expect(log.take() == ["Detail onAppear"])
            Triggers.shared.tap("confirm")
            Headless.runUntilIdle()
            #expect(
                Headless.screen() == """
                    NavigationBar
                      BackButton "Back"
                    Text "Detail"
                    Alert
                      Text "Delete this book?"
                      Button "Delete"
                      Button "Cancel"

                    """)
            try Headless.tap("Delete")
            #expect(log.take() == ["delete", "Detail onDisappear"])
            #expect(
                Headless.screen() == """
                    NavigationBar
                    Link "Book"

                    """)
        }
    }
}
