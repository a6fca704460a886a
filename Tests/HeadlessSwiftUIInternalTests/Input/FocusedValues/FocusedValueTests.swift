// ViewLifecycle · HeadlessSwiftUIInternalTests

import Combine
import HeadlessTestSupport
import Observation
import Testing

@testable import HeadlessSwiftUI

private struct NoteTitleKey: FocusedValueKey {
    typealias Value = String
}

private struct DraftKey: FocusedValueKey {
    typealias Value = Binding<String>
}

extension FocusedValues {
    fileprivate var noteTitle: String? {
        get { self[NoteTitleKey.self] }
        set { self[NoteTitleKey.self] = newValue }
    }

    fileprivate var draft: Binding<String>? {
        get { self[DraftKey.self] }
        set { self[DraftKey.self] = newValue }
    }
}

extension SwiftUIInternalTests {
    // Sources: Apple's documentation of `FocusedValue` ("a view's published focused value is
    // read while that view, or one of its descendants, has focus"), `focusedSceneValue(_:_:)`
    // (published while the scene is active, wherever focus is) and `FocusedBinding`.
    @Suite(.serialized) @MainActor struct FocusedValueTests {
        enum Field: Hashable { case title, author }

        struct Reader: View {
            @FocusedValue(\.noteTitle) var title

            var body: some View {
                let _ = log("Reader \(title ?? "nil")")
                EmptyView()
            }
        }

        struct Form: View {
            @FocusState var field: Field?
            @State var title = ""
            @State var author = ""

            var body: some View {
                let _ = Triggers.shared.register("title") { field = .title }
                let _ = Triggers.shared.register("author") { field = .author }
                let _ = Triggers.shared.register("none") { field = nil }
                TextField("Title", text: $title)
                    .focused($field, equals: .title)
                    .focusedValue(\.noteTitle, "from title")
                TextField("Author", text: $author)
                    .focusedValue(\.noteTitle, "from author")
                    .focused($field, equals: .author)
                Reader()
            }
        }

        @Test("a focused value is read while its view has focus, whichever side of focused(...) it is")
        func followsFocus() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Form()))
            #expect(log.take() == ["Reader nil"])
            for (trigger, expected) in [
                ("title", "Reader from title"), ("author", "Reader from author"), ("none", "Reader nil"),
            ] {
                Triggers.shared.tap(trigger)
                Driver.runUntilIdle()
                #expect(log.take() == [expected])
            }
        }

        struct Nested: View {
            @FocusState var isFocused: Bool
            @State var text = ""
            @State var outer = "outer 1"

            var body: some View {
                let _ = Triggers.shared.register("focus") { isFocused = true }
                let _ = Triggers.shared.register("rename") { outer = "outer 2" }
                VStack {
                    VStack {
                        TextField("Text", text: $text).focused($isFocused)
                    }
                    .focusedValue(\.noteTitle, "inner")
                }
                .focusedValue(\.noteTitle, outer)
                .focusedValue(\.draft, $text)
                Reader()
                DraftReader()
            }
        }

        struct DraftReader: View {
            @FocusedBinding(\.draft) var draft

            var body: some View {
                let _ = log("Draft \(draft ?? "nil")")
                let _ = Triggers.shared.register("write") { draft = "typed" }
                let _ = Triggers.shared.register("write nil") { $draft.wrappedValue = nil }
                EmptyView()
            }
        }

        @Test("an ancestor's value is read when a view inside it has focus; the innermost wins")
        func innermostWins() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Nested()))
            #expect(log.take() == ["Reader nil", "Draft nil"])
            Triggers.shared.tap("focus")
            Driver.runUntilIdle()
            #expect(log.take() == ["Reader inner", "Draft "])
            Triggers.shared.tap("rename")
            Driver.runUntilIdle()
            #expect(log.take() == [])
        }

        @Test("@FocusedBinding writes through the focused view's binding; writing nil does nothing")
        func focusedBindingWrites() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Nested()))
            Triggers.shared.tap("focus")
            Driver.runUntilIdle()
            _ = log.take()
            Triggers.shared.tap("write")
            Driver.runUntilIdle()
            #expect(log.take() == ["Draft typed"])
            Triggers.shared.tap("write nil")
            Driver.runUntilIdle()
            #expect(log.take() == [])
        }

        struct Removable: View {
            @FocusState var isFocused: Bool
            @State var publishes = true
            @State var text = ""

            var body: some View {
                let _ = Triggers.shared.register("focus") { isFocused = true }
                let _ = Triggers.shared.register("stop") { publishes = false }
                if publishes {
                    TextField("Text", text: $text).focused($isFocused).focusedValue(\.noteTitle, "field")
                }
                Reader()
            }
        }

        @Test("a value is gone once its view leaves the graph")
        func goneWithItsView() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Removable()))
            Triggers.shared.tap("focus")
            Driver.runUntilIdle()
            Triggers.shared.tap("stop")
            Driver.runUntilIdle()
            #expect(log.take() == ["Reader nil", "Reader field", "Reader nil"])
        }

        struct Scene: View {
            var body: some View {
                Text("Content").focusedSceneValue(\.noteTitle, "scene")
                Reader()
            }
        }

        @Test("a scene value is read without focus while the scene is active, and not in the background")
        func sceneValue() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Scene()))
            #expect(log.take() == ["Reader scene"])
            Headless.enterBackground()
            Driver.runUntilIdle()
            #expect(log.take() == ["Reader nil"])
            Headless.enterForeground()
            Driver.runUntilIdle()
            #expect(log.take() == ["Reader scene"])
        }
    }
}
