// ViewLifecycle · HeadlessSwiftUITests

import Foundation
import Testing

extension SwiftUITests {
    // Issue 18 compile sweep: an add-item sheet with detents, a drag indicator and a toolbar.
    @Suite(.serialized) @MainActor struct SheetScreenTests {
        struct AddNoteSheet: View {
            @Environment(\.dismiss) private var dismiss
            @State private var text = ""
            @State private var isPinned = false
            let onSave: (String) -> Void

            var body: some View {
                NavigationStack {
                    Form {
                        TextField("Note", text: $text, axis: .vertical)
                            .lineLimit(3...6)
                        Toggle("Pin to top", isOn: $isPinned)
                    }
                    .navigationTitle("New Note")
                    .navigationBarTitleDisplayMode(.inline)
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Cancel") { dismiss() }
                        }
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Save") {
                                onSave(text)
                                dismiss()
                            }
                            .disabled(text.isEmpty)
                        }
                    }
                }
                .presentationDetents([.medium, .large])
                .presentationDragIndicator(.visible)
                .interactiveDismissDisabled(!text.isEmpty)
                .onAppear { log("sheet appeared") }
                .onDisappear { log("sheet disappeared") }
            }
        }

        struct NotesView: View {
            @State private var notes: [String] = []
            @State private var isAdding = false

            var body: some View {
                NavigationStack {
                    List(notes, id: \.self) { note in
                        Text(note)
                    }
                    .navigationTitle("Notes")
                    .toolbar {
                        ToolbarItem(placement: .primaryAction) {
                            Button {
                                isAdding = true
                            } label: {
                                Label("Add", systemImage: "plus")
                            }
                        }
                    }
                    .sheet(isPresented: $isAdding, onDismiss: { log("dismissed") }) {
                        AddNoteSheet { notes.append($0) }
                    }
                }
            }
        }

        @Test(
            "Add presents the sheet; Cancel dismisses it and runs onDismiss",
            .enabled(if: Driver.drivesUserActions))
        func presentsAndCancels() throws {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: NotesView()))
            try Driver.tap("Add")
            #expect(events.take() == ["sheet appeared"])
            try Driver.tap("Cancel")
            #expect(events.take() == ["sheet disappeared", "dismissed"])
        }
    }
}
