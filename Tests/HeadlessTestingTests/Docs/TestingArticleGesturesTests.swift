// ViewLifecycle · HeadlessTestingTests
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import HeadlessTesting
    import Testing
    import ViewLifecycle

    // The article's "Gestures", copied as printed.
    extension TestingArticle {
        struct NotesScreen: View {
            @State private var isWriting = false
            @State private var closed = 0

            var body: some View {
                VStack {
                    Text("Sheet closed \(closed) times")
                    Button("New Note") { isWriting = true }
                }
                .sheet(isPresented: $isWriting, onDismiss: { closed += 1 }) {
                    Text("Untitled")
                }
            }
        }

        @Suite(.headless) @MainActor struct NotesTests {
            @Test func swipingDownClosesTheSheet() throws {
                Headless.host(NotesScreen())
                try Headless.tap("New Note")
                try Headless.swipeSheetDown(finishing: false)
                #expect(Headless.exists(.text("Untitled")))
                try Headless.swipeSheetDown()
                #expect(
                    Headless.screen() == """
                        Text "Sheet closed 1 times"
                        Button "New Note"

                        """)
            }

        }

        struct DraftEditor: View {
            @State private var status = "Editing"

            var body: some View {
                Text(status)
                    .onWillDisappear { status = "Saving" }
                    .onWillAppear { status = "Editing" }
            }
        }

        @Suite(.headless) @MainActor struct DraftEditorTests {
            @Test func aCancelledSwipeTakesTheSaveBack() throws {
                Headless.host(Text("Inbox").sheet(isPresented: .constant(true)) { DraftEditor() })
                let swipe = try Headless.beginSwipingSheetDown()
                Headless.runUntilIdle()
                #expect(Headless.exists(.text("Saving")))
                swipe.cancel()
                Headless.runUntilIdle()
                #expect(Headless.exists(.text("Editing")))
            }
        }

        struct PhotoCard: View {
            @State private var isZoomed = false
            @State private var offset: CGFloat = 0

            var body: some View {
                VStack {
                    Text(isZoomed ? "Photo, zoomed" : "Photo")
                        .onLongPressGesture { isZoomed.toggle() }
                    Text("Moved \(Int(offset)) points")
                        .gesture(DragGesture().onEnded { offset += $0.translation.width })
                }
            }
        }

        @Suite(.headless) @MainActor struct PhotoCardTests {
            @Test func pressAndDrag() throws {
                Headless.host(PhotoCard())
                try Headless.longPress("Photo")
                try Headless.drag("Moved 0 points", by: CGSize(width: 120, height: 0), steps: 3)
                #expect(
                    Headless.screen() == """
                        Text "Photo, zoomed"
                        Text "Moved 120 points"

                        """)
            }
        }

        struct MailboxScreen: View {
            @State private var messages = ["Lunch?", "Invoice"]
            @State private var flagged: Set<String> = []

            var body: some View {
                List(messages, id: \.self) { message in
                    Text(flagged.contains(message) ? "\(message) (flagged)" : message)
                        .swipeActions {
                            Button("Delete", role: .destructive) { messages.removeAll { $0 == message } }
                        }
                        .contextMenu {
                            Button("Flag") { flagged.insert(message) }
                        }
                }
            }
        }

        @Suite(.headless) @MainActor struct MailboxTests {
            @Test func deleteAndFlag() throws {
                Headless.host(MailboxScreen())
                #expect(
                    Headless.screen() == """
                        Text "Lunch?"
                        SwipeActions
                          Button "Delete": destructive
                        ContextMenu
                          Button "Flag"
                        Text "Invoice"
                        SwipeActions
                          Button "Delete": destructive
                        ContextMenu
                          Button "Flag"

                        """)
                try Headless.tapSwipeAction("Delete", onRow: "Invoice")
                #expect(try Headless.contextMenu(on: "Lunch?").map(\.label) == ["Flag"])
                try Headless.tapContextMenuItem("Flag", on: "Lunch?")
                #expect(
                    Headless.screen() == """
                        Text "Lunch? (flagged)"
                        SwipeActions
                          Button "Delete": destructive
                        ContextMenu
                          Button "Flag"

                        """)
            }
        }
    }

    extension TestingArticle.NotesTests {
        // "A long press on a button with no `onLongPressGesture` reads …"
        @Test func aButtonTakesNoLongPress() {
            Headless.host(TestingArticle.NotesScreen())
            #expect(throws: Headless.DriverError(#"Button "New Note" cannot be long-pressed."#)) {
                try Headless.longPress("New Note")
            }
        }
    }

#endif
