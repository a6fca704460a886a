// ViewLifecycle · HeadlessSwiftUITests

import Testing

// Issue 18: app code written for iOS (App, WindowGroup's forms, scene modifiers, previews)
// compiles unchanged against both SwiftUIs; launching is headless-only (internal tests).
extension SwiftUITests {
    @Suite(.serialized) @MainActor struct AppDeclarationTests {
        struct NotesApp: App {
            @Environment(\.scenePhase) private var scenePhase

            var body: some Scene {
                WindowGroup("Notes", id: "notes") {
                    Text("Notes")
                }
                .onChange(of: scenePhase) { _, _ in }
                .environment(\.scenePhase, .active)
                WindowGroup(for: String.self) { $name in
                    Text(name ?? "Untitled")
                }
            }
        }

        struct NotePreviews: PreviewProvider {
            static var previews: some View {
                Text("Note")
                    .previewDisplayName("Note")
                    .previewLayout(.sizeThatFits)
                    .previewDevice(PreviewDevice(rawValue: "iPhone 15"))
            }
        }

        @Test("a preview provider's platform defaults to the build's (nil), and its body builds")
        func previewProvider() {
            #expect(NotePreviews.platform == nil)
            #expect(PreviewDevice(stringLiteral: "iPhone 15").rawValue == "iPhone 15")
        }
    }
}
