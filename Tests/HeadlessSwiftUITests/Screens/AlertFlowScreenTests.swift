// ViewLifecycle · HeadlessSwiftUITests

import Foundation
import Testing

extension SwiftUITests {
    // Issue 18 compile sweep: a delete confirmation alert presenting data, and a confirmation
    // dialog.
    @Suite(.serialized) @MainActor struct AlertFlowScreenTests {
        struct Document: Identifiable {
            let id: Int
            let name: String
        }

        struct DocumentsView: View {
            @State private var documents = [Document(id: 1, name: "Budget"), Document(id: 2, name: "Plan")]
            @State private var pendingDeletion: Document?
            @State private var showsDeleteAlert = false
            @State private var showsExportOptions = false

            var body: some View {
                NavigationStack {
                    List {
                        ForEach(documents) { document in
                            HStack {
                                Text(document.name)
                                Spacer()
                                Button("Delete \(document.name)", role: .destructive) {
                                    pendingDeletion = document
                                    showsDeleteAlert = true
                                }
                                .buttonStyle(.borderless)
                                .labelsHidden()
                            }
                        }
                    }
                    .navigationTitle("Documents")
                    .toolbar {
                        Button("Export") { showsExportOptions = true }
                    }
                    .alert(
                        "Delete document?", isPresented: $showsDeleteAlert, presenting: pendingDeletion
                    ) { document in
                        Button("Delete", role: .destructive) {
                            documents.removeAll { $0.id == document.id }
                            log("deleted \(document.name)")
                        }
                        Button("Cancel", role: .cancel) {}
                    } message: { document in
                        Text("\"\(document.name)\" will be removed from all your devices.")
                    }
                    .confirmationDialog(
                        "Export as", isPresented: $showsExportOptions, titleVisibility: .visible
                    ) {
                        Button("PDF") { log("export pdf") }
                        Button("Plain Text") { log("export text") }
                    }
                }
            }
        }

        @Test("confirming the alert deletes the document it presents", .enabled(if: Driver.drivesUserActions))
        func deletes() throws {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: DocumentsView()))
            try Driver.tap("Delete Plan")
            try Driver.tap("Delete")
            #expect(events.take() == ["deleted Plan"])
        }
    }
}
