// ViewLifecycle · HeadlessSwiftUIInternalTests

import Foundation
import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // The standard-label ShareLink initializers share one internal init: each overload still
    // shows its own title (or "Share") and shares its own items, subject, message and previews.
    @Suite(.serialized) @MainActor struct ShareLinkOverloadTests {
        static let links = [URL(string: "https://example.com/a")!, URL(string: "https://example.com/b")!]

        struct Links: View {
            var body: some View {
                VStack {
                    ShareLink(items: ShareLinkOverloadTests.links, message: Text("Both"))
                    ShareLink("Key links", items: ShareLinkOverloadTests.links, subject: Text("Two"))
                    ShareLink(String("Words"), items: ["w1", "w2"])
                    ShareLink(Text("Word"), item: "w")
                    ShareLink(String("Link"), item: ShareLinkOverloadTests.links[0], subject: Text("One"))
                    ShareLink("Key word", item: "k")
                    ShareLink(Text("Previewed"), items: ["p1", "p2"]) { SharePreview("Title \($0)") }
                    ShareLink("Key preview", item: "q", preview: SharePreview("Q"))
                }
            }
        }

        @Test("each standard-label overload shows its title and shares its own items")
        func overloads() throws {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: Links()))
            let screen = """
                Button "Share"
                Button "Key links"
                Button "Words"
                Button "Word"
                Button "Link"
                Button "Key word"
                Button "Previewed"
                Button "Key preview"

                """
            #expect(Headless.screen() == screen)
            for title in [
                "Share", "Key links", "Words", "Word", "Link", "Key word", "Previewed", "Key preview",
            ] {
                try Headless.tap(.label(title))
                try Headless.tap("Close")
            }
            #expect(Headless.screen() == screen)
            #expect(
                Headless.shares == [
                    Headless.Share(
                        items: ["https://example.com/a", "https://example.com/b"], message: "Both"),
                    Headless.Share(
                        items: ["https://example.com/a", "https://example.com/b"], subject: "Two"),
                    Headless.Share(items: ["w1", "w2"]),
                    Headless.Share(items: ["w"]),
                    Headless.Share(items: ["https://example.com/a"], subject: "One"),
                    Headless.Share(items: ["k"]),
                    Headless.Share(items: ["p1", "p2"], previewTitles: ["Title p1", "Title p2"]),
                    Headless.Share(items: ["q"], previewTitles: ["Q"]),
                ])
        }
    }
}
