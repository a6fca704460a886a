// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 18: a custom button style's body is the button's content (it shows and appears); a
    // style set on a container reaches the buttons inside; built-in styles are drawn only.
    @Suite(.serialized) @MainActor struct ButtonStyleTests {
        @Test("a custom ButtonStyle's body labels the button, appears, and a tap runs the action")
        func customStyle() throws {
            let events = Log.start()
            let root = VStack {
                Button("Save") { log("save") }
                Button("Open") { log("open") }.buttonStyle(.bordered)
            }
            .buttonStyle(FramedButtonStyle())
            _ = showInWindow(UIHostingController(rootView: root))
            #expect(events.take() == ["framed appeared, pressed false"])
            #expect(
                Headless.screen() == """
                    Button "Framed, Save"
                    Button "Open"

                    """)
            try Headless.tap("Framed, Save")
            try Headless.tap("Open")
            #expect(events.take() == ["save", "open"])
        }

        @Test("a custom PrimitiveButtonStyle's trigger runs the action; its inner Button does not recurse")
        func primitiveStyle() throws {
            let events = Log.start()
            let root = VStack {
                Button("Delete", role: .destructive) { log("delete") }
            }
            .buttonStyle(ConfirmingButtonStyle())
            _ = showInWindow(UIHostingController(rootView: root))
            #expect(
                Headless.screen() == """
                    Text "Delete"
                    Button "Confirm"

                    """)
            try Headless.tap("Confirm")
            #expect(events.take() == ["delete"])
        }
    }
}
