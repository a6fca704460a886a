// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 18: accessibility actions. Apple's documentation of accessibilityAction(_:_:)
    // (https://developer.apple.com/documentation/swiftui/view/accessibilityaction(_:_:)): the
    // `.default` kind is the element's activation; named actions are VoiceOver's custom
    // actions, which the snapshot lists and the driver performs by name. Headless only.
    @Suite(.serialized) @MainActor struct AccessibilityActionTests {
        struct Mail: View {
            @State private var archived = false

            var body: some View {
                VStack {
                    Text(archived ? "Archived" : "Inbox")
                        .accessibilityAction(named: "Archive") { archived = true }
                        .accessibilityAction(named: Text("Flag")) { log("flag") }
                    Text("Open").accessibilityAction { log("activated") }
                    Text("Row")
                        .accessibilityActions {
                            Button("Delete") { log("delete") }
                            Button("Pin") { log("pin") }
                        }
                    Text("Song").accessibilityAction(action: { log("skip") }, label: { Text("Skip") })
                    Color.red.accessibilityAction(.magicTap) { log("magic") }
                }
            }
        }

        @Test("named actions are listed on their element and performed by name; .default is the tap")
        func performs() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Mail()))
            #expect(
                Headless.screen() == """
                    Text "Inbox" [actions: "Archive", "Flag"]
                    Text "Open"
                    Text "Row" [actions: "Delete", "Pin"]
                    Text "Song" [actions: "Skip"]
                    Element

                    """)
            try Headless.performAccessibilityAction(named: "Archive", on: "Inbox")
            try Headless.performAccessibilityAction(named: "Flag", on: "Archived")
            try Headless.tap("Open")
            try Headless.performAccessibilityAction(named: "Pin", on: "Row")
            try Headless.performAccessibilityAction(named: "Skip", on: "Song")
            #expect(log.take() == ["flag", "activated", "pin", "skip"])
            #expect(
                Headless.screen() == """
                    Text "Archived" [actions: "Archive", "Flag"]
                    Text "Open"
                    Text "Row" [actions: "Delete", "Pin"]
                    Text "Song" [actions: "Skip"]
                    Element

                    """)
        }

        @Test("a missing action's error lists the element's actions")
        func missing() {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: Mail()))
            #expect(
                throws: Headless.DriverError(
                    "Text \"Row\" [actions: \"Delete\", \"Pin\"] has no accessibility action \"Star\". Actions: \"Delete\", \"Pin\"."
                )
            ) {
                try Headless.performAccessibilityAction(named: "Star", on: "Row")
            }
            #expect(throws: Headless.DriverError("Text \"Open\" cannot be given an accessibility action.")) {
                try Headless.performAccessibilityAction(named: "Star", on: "Open")
            }
        }

        struct Combined: View {
            var body: some View {
                HStack {
                    Text("Ann").accessibilityAction(named: "Call") { log("call") }
                    Text("Mobile").accessibilityAction(named: "Text") { log("text") }
                }
                .accessibilityElement(children: .combine)
            }
        }

        @Test("a combined element offers every child's named actions, in order")
        func combined() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Combined()))
            #expect(Headless.screen() == "Text \"Ann, Mobile\" [actions: \"Call\", \"Text\"]\n")
            try Headless.performAccessibilityAction(named: "Text", on: "Ann, Mobile")
            #expect(log.take() == ["text"])
        }
    }
}
