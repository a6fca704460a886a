// ViewLifecycle · HeadlessSwiftUITests

import Foundation
import Testing

extension SwiftUITests {
    // Issue 32: controls labelled by an asset catalog's generated image resource.
    @Suite(.serialized) @MainActor struct ImageResourceControlTests {
        struct Editor: View {
            @State private var isPinned = false
            private let disk = ImageResource(name: "disk", bundle: .main)

            var body: some View {
                VStack {
                    Button("Save", image: disk) { log("saved") }
                    Toggle("Pinned", image: disk, isOn: $isPinned)
                }
                .onChange(of: isPinned) { _, isPinned in log("pinned \(isPinned)") }
            }
        }

        @Test(
            "the button and the toggle are found by their titles and act",
            .enabled(if: Driver.drivesUserActions))
        func actByTitle() throws {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: Editor()))
            try Driver.tap("Save")
            try Driver.tap("Pinned")
            #expect(events.take() == ["saved", "pinned true"])
        }
    }
}
