// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // environmentObject(_:) on a Scene reaches the windows' views, as on a view.
    @Suite(.serialized) @MainActor struct SceneEnvironmentObjectTests {
        final class Library: ObservableObject {
            @Published var count = 3
        }

        struct Shelf: View {
            @EnvironmentObject var library: Library

            var body: some View { Text("Books \(library.count)") }
        }

        struct LibraryApp: App {
            let library = Library()

            var body: some Scene {
                WindowGroup { Shelf() }
                    .environmentObject(library)
            }
        }

        @Test("a scene's environmentObject reaches its window's views")
        func sceneEnvironmentObject() {
            Headless.launch(LibraryApp.self)
            #expect(
                Headless.screen() == """
                    Text "Books 3"

                    """)
        }
    }
}
