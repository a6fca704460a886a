// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 32: text editor styles are drawn only: the modifier is recorded and the editor keeps
    // its screen element.
    @Suite(.serialized) @MainActor struct TextEditorStyleTests {
        struct Notes: View {
            @State var text = "draft"

            var body: some View {
                VStack {
                    TextEditor(text: $text).textEditorStyle(.plain)
                    TextEditor(text: $text).textEditorStyle(.automatic)
                }
            }
        }

        @Test("textEditorStyle is recorded; the editors show as before")
        func recorded() {
            Headless.reset()
            _ = showInWindow(UIHostingController(rootView: Notes()))
            #expect(Headless.screen() == "TextEditor: \"draft\"\nTextEditor: \"draft\"\n")
            #expect(Headless.inertCalls == ["View.textEditorStyle(_:)"])
        }
    }
}
