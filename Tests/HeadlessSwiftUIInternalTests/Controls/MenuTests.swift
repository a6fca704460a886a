// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 18: a menu's items are listed as options of one element (the documented choice);
    // the primary action is its tap. Headless only.
    @Suite(.serialized) @MainActor struct MenuTests {
        struct Actions: View {
            var body: some View {
                Menu {
                    Button("Copy") { log("copy") }
                    Button("Delete", role: .destructive) { log("delete") }
                    Button("Locked") { log("locked") }.disabled(true)
                    Menu("More") {
                        Button("Share") { log("share") }
                    }
                } label: {
                    Text("Actions")
                } primaryAction: {
                    log("primary")
                }
            }
        }

        @Test("items are chosen by label; a tap runs the primary action; disabled items are not listed")
        func chooses() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Actions()))
            #expect(Headless.screen() == "Menu \"Actions\"\n")
            try Headless.select("Delete", in: "Actions")
            try Headless.select("Share", in: "Actions")
            try Headless.tap("Actions")
            #expect(log.take() == ["delete", "share", "primary"])
            #expect(
                throws: Headless.DriverError(
                    #"Menu "Actions" has no option "Locked". Options: "Copy", "Delete", "Share"."#)
            ) { try Headless.select("Locked", in: "Actions") }
        }
    }
}
