// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

// The three forms Apple declares, at file scope as apps write them.
#Preview {
    Text("Unnamed preview")
}

#Preview("Greeting") {
    let greeting = "Hello, #Preview"
    // As with SwiftUI, statements before the view need `return`: the body is no view builder.
    return VStack {
        Text(greeting)
        Button("Tap") { log("tapped in preview") }
    }
    .onAppear { log("preview onAppear") }
}

#Preview("Landscape", traits: .landscapeLeft, .sizeThatFitsLayout) {
    Text("Sideways")
}

extension SwiftUIInternalTests {
    // #Preview declares a registry type the runtime finds in the type metadata records.
    @Suite(.serialized) @MainActor struct PreviewMacroTests {
        /// This file's previews, in source order.
        var previews: [Headless.PreviewEntry] {
            Headless.previews.filter { $0.fileID == "HeadlessSwiftUIInternalTests/PreviewMacroTests.swift" }
        }

        @Test("Headless.previews lists every #Preview with its name and source location")
        func listsPreviews() {
            #expect(
                previews.map(\.description) == [
                    "HeadlessSwiftUIInternalTests/PreviewMacroTests.swift:10:1",
                    "Greeting (HeadlessSwiftUIInternalTests/PreviewMacroTests.swift:14:1)",
                    "Landscape (HeadlessSwiftUIInternalTests/PreviewMacroTests.swift:24:1)",
                ])
        }

        @Test("a #Preview shows in a window with a real lifecycle and reads as screen text")
        func showsPreview() throws {
            let log = Log.start()
            let entry = try #require(previews.first { $0.name == "Greeting" })
            let window = Headless.showPreview(entry)
            #expect(log.take() == ["preview onAppear"])
            #expect(window.isKeyWindow)
            #expect(window.frame.size == CGSize(width: 390, height: 844))
            #expect(
                Headless.screen() == """
                    Text "Hello, #Preview"
                    Button "Tap"

                    """)
            try Headless.tap("Tap")
            #expect(log.take() == ["tapped in preview"])
        }

        @Test("a landscape trait turns the window; the traits keep their order")
        func traits() throws {
            let entry = try #require(previews.first { $0.name == "Landscape" })
            let preview = entry.registry.makePreview()
            #expect(preview.traits.map(\.value) == [.orientation("landscapeLeft"), .sizeThatFitsLayout])
            let window = Headless.showPreview(entry)
            #expect(window.frame.size == CGSize(width: 844, height: 390))
            #expect(
                Headless.screen() == """
                    Text "Sideways"

                    """)
        }
    }
}
