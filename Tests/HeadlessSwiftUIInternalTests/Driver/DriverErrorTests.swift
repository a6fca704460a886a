// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 18 item 6: "a clear error naming the label and what is on screen when nothing matches
    // or several do". Headless only.
    @Suite(.serialized) @MainActor struct DriverErrorTests {
        @Test("no match names the label and lists what the user can reach")
        func notFound() {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: InboxScreen()))
            #expect(
                throws: Headless.DriverError(
                    #"No element labelled "Mial" on screen. On screen: NavigationBar, Text "Inbox", Link "Mail", Link "Drafts"."#
                )
            ) { try Headless.tap("Mial") }
            #expect(
                throws: Headless.DriverError(
                    #"No element with identifier "mail" on screen. On screen: NavigationBar, Text "Inbox", Link "Mail", Link "Drafts"."#
                )
            ) { try Headless.tap(.identifier("mail")) }
        }

        @Test("several matches that take the gesture are listed; the legacy tap finds none")
        func ambiguous() {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: AmbiguousLinks()))
            #expect(
                throws: Headless.DriverError(
                    #"2 elements labelled "Same" can be tapped: Link "Same", Link "Same". "#
                        + "Give the one meant an accessibilityIdentifier of its own and name it by .id(_:).")
            ) { try Headless.tap("Same") }
            #expect(!Headless.tapNavigationLink("Same"))
        }

        @Test("a match that does not take the gesture, or is disabled, says so")
        func cannot() {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: AmbiguousLinks()))
            #expect(throws: Headless.DriverError(#"Link "Off" (disabled) cannot be tapped: it is disabled."#))
            {
                try Headless.tap("Off")
            }
            #expect(throws: Headless.DriverError(#"Link "Same", Link "Same" cannot be typed into."#)) {
                try Headless.type("x", into: "Same")
            }
        }

        @Test("calls that name no element say what the screen lacks")
        func missingKinds() {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: Text("Only")))
            #expect(throws: Headless.DriverError(#"No search field on screen. On screen: Text "Only"."#)) {
                try Headless.search("milk")
            }
            #expect(
                throws: Headless.DriverError(#"No refreshable content on screen. On screen: Text "Only"."#)
            ) {
                try Headless.refresh()
            }
        }

        @Test("the error's description is its message, for test output")
        func description() {
            #expect(Headless.DriverError("No window on screen.").description == "No window on screen.")
        }
    }
}
