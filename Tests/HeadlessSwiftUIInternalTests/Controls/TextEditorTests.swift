// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 18: a text editor takes typing; a control group leaves its controls as they are.
    // Headless only.
    @Suite(.serialized) @MainActor struct TextEditorTests {
        struct Notes: View {
            @State private var notes = "Draft"

            var body: some View {
                VStack {
                    TextEditor(text: $notes)
                    ControlGroup("Format") {
                        Button("Bold") { log("bold") }
                    }
                    Text("Saved: \(notes)")
                }
            }
        }

        @Test("a text editor shows its text, which typing replaces; a control group's button is tappable")
        func typing() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Notes()))
            #expect(Headless.screen() == "TextEditor: \"Draft\"\nButton \"Bold\"\nText \"Saved: Draft\"\n")
            try Headless.type("Shopping", into: "")
            try Headless.tap("Bold")
            #expect(log.take() == ["bold"])
            #expect(
                Headless.screen() == "TextEditor: \"Shopping\"\nButton \"Bold\"\nText \"Saved: Shopping\"\n")
        }
    }
}
