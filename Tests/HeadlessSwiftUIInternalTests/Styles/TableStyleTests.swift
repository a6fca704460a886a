// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 32: table styles are drawn only: the modifier is recorded and the table shows what an
    // iPhone shows, its first column's cells.
    @Suite(.serialized) @MainActor struct TableStyleTests {
        struct Track: Identifiable {
            let id: Int
            let title: String
        }

        @Test("tableStyle(.inset) and (.automatic) are recorded; the rows show as before")
        func recorded() {
            Headless.reset()
            let tracks = [Track(id: 1, title: "Intro"), Track(id: 2, title: "Outro")]
            let root = VStack {
                Table(tracks) { TableColumn("Title", value: \.title) }.tableStyle(.inset)
                Table(tracks) { TableColumn("Title", value: \.title) }.tableStyle(.automatic)
            }
            _ = showInWindow(UIHostingController(rootView: root))
            #expect(
                Headless.screen() == """
                    Text "Intro"
                    Text "Outro"
                    Text "Intro"
                    Text "Outro"

                    """)
            #expect(Headless.inertCalls == ["View.tableStyle(_:)"])
        }
    }
}
