// ViewLifecycle · HeadlessSwiftUIInternalTests

import Foundation
import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 18: a share link's tap records what it shares and presents the share sheet. On a
    // device that is UIKit's activity view controller as a sheet, and for a sheet (not full
    // screen) the presenter gets no appearance callbacks on present or dismiss (trace 06,
    // https://yagamo-style.com/2020/03/02/default-modal-segue-xcode11/), so the views below
    // it get no onDisappear/onAppear. Headless only.
    @Suite(.serialized) @MainActor struct ShareLinkTests {
        struct Book: View {
            var body: some View {
                VStack {
                    Text("Leaves of Grass")
                        .onAppear { log("book appeared") }
                        .onDisappear { log("book disappeared") }
                    ShareLink(
                        item: URL(string: "https://example.com/leaves")!, subject: Text("A book"),
                        message: Text("Read this"))
                    ShareLink("Send title", item: "Leaves of Grass", preview: SharePreview("Leaves"))
                    ShareLink(items: ["one", "two"]) { Text("Send both") }
                }
            }
        }

        @Test("a tap records the share and shows a ShareSheet layer until Close; the presenter's views stay")
        func shares() throws {
            let log = Log.start()
            _ = showOnScreen(UIHostingController(rootView: Book()), log: log)
            let screen =
                "Text \"Leaves of Grass\"\nButton \"Share\"\nButton \"Send title\"\nButton \"Send both\"\n"
            #expect(Headless.screen() == screen)
            try Headless.tap("Share")
            #expect(
                Headless.shares == [
                    Headless.Share(
                        items: ["https://example.com/leaves"], subject: "A book", message: "Read this")
                ])
            #expect(
                Headless.screen() == screen + """
                    ShareSheet
                      Text "https://example.com/leaves"
                      Button "Close"

                    """)
            try Headless.tap("Close")
            #expect(Headless.screen() == screen)
            try Headless.tap("Send title")
            try Headless.tap("Close")
            try Headless.tap("Send both")
            #expect(
                Headless.screen() == screen + """
                    ShareSheet
                      Text "one"
                      Text "two"
                      Button "Close"

                    """)
            #expect(
                Headless.shares.dropFirst() == [
                    Headless.Share(items: ["Leaves of Grass"], previewTitles: ["Leaves"]),
                    Headless.Share(items: ["one", "two"]),
                ])
            #expect(log.take() == [])
        }

        @Test("only the sheet is reachable while it is up")
        func sheetTakesTouches() throws {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: Book()))
            try Headless.tap("Share")
            #expect(
                throws: Headless.DriverError(
                    "No element labelled \"Send title\" on screen. On screen: Text \"https://example.com/leaves\", Button \"Close\"."
                )
            ) {
                try Headless.tap("Send title")
            }
        }

        @Test("the share sheet is freed once closed")
        func sheetFreed() throws {
            _ = Log.start()
            let window = showInWindow(UIHostingController(rootView: Book()))
            try Headless.tap("Share")
            let weakSheet = try Weak(#require(window.rootViewController?.presentedViewController))
            try Headless.tap("Close")
            #expect(window.rootViewController?.presentedViewController == nil)
            try expectReleased(weakSheet)
        }

        @Test("a disabled share link shows disabled and shares nothing")
        func disabled() {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: ShareLink(item: "text").disabled(true)))
            #expect(Headless.screen() == "Button \"Share\" (disabled)\n")
            #expect(
                throws: Headless.DriverError("Button \"Share\" (disabled) cannot be tapped: it is disabled.")
            ) {
                try Headless.tap("Share")
            }
            #expect(Headless.shares == [])
        }
    }
}
