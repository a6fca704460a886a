// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 18: a custom label style set on a container builds each label's content; a built-in
    // style below it is drawn only.
    @Suite(.serialized) @MainActor struct LabelStyleTests {
        @Test("a custom LabelStyle's body shows and appears; .titleOnly below restores the label")
        func customStyle() {
            let events = Log.start()
            let root = VStack {
                Label("Inbox", systemImage: "tray")
                Label("Sent", systemImage: "paperplane").labelStyle(.titleOnly)
            }
            .labelStyle(BadgedLabelStyle())
            _ = showInWindow(UIHostingController(rootView: root))
            #expect(events.take() == ["badge appeared"])
            #expect(
                Headless.screen() == """
                    Text "Inbox"
                    Text "New"
                    Text "Sent"

                    """)
        }
    }
}
