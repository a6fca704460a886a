// ViewLifecycle · HeadlessSwiftUIInternalTests

import Combine
import HeadlessTestSupport
import Observation
import Testing

@testable import HeadlessSwiftUI

extension SwiftUIInternalTests {
    // Sources: Apple's documentation of `FocusedObject` (reads the object the focused view
    // publishes with `focusedObject(_:)` and re-runs the view when it changes) and of
    // `FocusedValue.init(_:)` for an `Observable` type published with `focusedValue(_:)`.
    @Suite(.serialized) @MainActor struct FocusedObjectTests {
        final class Document: ObservableObject {
            @Published var name: String
            init(name: String) { self.name = name }
        }

        @Observable final class Selection {
            var count = 0
        }

        struct ObjectReader: View {
            @FocusedObject var document: Document?

            var body: some View {
                let _ = log("Document \(document?.name ?? "nil")")
                let _ = Triggers.shared.register("rename") { $document?.name.wrappedValue = "renamed" }
                EmptyView()
            }
        }

        struct ObservableReader: View {
            @FocusedValue(Selection.self) var selection

            var body: some View {
                let _ = log("Selection \(selection.map { "\($0.count)" } ?? "nil")")
                EmptyView()
            }
        }

        struct Editor: View {
            @FocusState var isFocused: Bool
            @State var text = ""
            let document: Document
            let selection: Selection

            var body: some View {
                let _ = Triggers.shared.register("focus") { isFocused = true }
                let _ = Triggers.shared.register("unfocus") { isFocused = false }
                TextField("Text", text: $text)
                    .focused($isFocused)
                    .focusedObject(document)
                    .focusedValue(selection)
                ObjectReader()
                ObservableReader()
            }
        }

        @Test(
            "@FocusedObject and @FocusedValue(Type.self) read the focused view's objects and follow their changes"
        )
        func objectsFollowFocus() {
            let log = Log.start()
            let document = Document(name: "draft")
            let selection = Selection()
            _ = showInWindow(UIHostingController(rootView: Editor(document: document, selection: selection)))
            #expect(log.take() == ["Document nil", "Selection nil"])
            Triggers.shared.tap("focus")
            Driver.runUntilIdle()
            #expect(log.take() == ["Document draft", "Selection 0"])
            Triggers.shared.tap("rename")
            selection.count = 2
            Driver.runUntilIdle()
            #expect(log.take() == ["Document renamed", "Selection 2"])
            Triggers.shared.tap("unfocus")
            Driver.runUntilIdle()
            #expect(log.take() == ["Document nil", "Selection nil"])
        }

        struct SceneEditor: View {
            let document: Document

            var body: some View {
                Text("Editor").focusedSceneObject(document)
                ObjectReader()
            }
        }

        @Test("focusedSceneObject publishes while the scene is active, without focus")
        func sceneObject() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: SceneEditor(document: Document(name: "scene"))))
            #expect(log.take() == ["Document scene"])
        }
    }
}
