// ViewLifecycle · HeadlessSwiftUIInternalTests

import Foundation
import HeadlessTestSupport

@testable import HeadlessSwiftUI

/// A list that asks before deleting: an alert with a destructive and a cancelling action and a
/// message; it logs the binding's writes and its own appearance.
struct DeleteAlertScreen: View {
    @State private var isPresented = false
    @State private var deleted = 0

    var body: some View {
        let _ = Triggers.shared.register("ask") { isPresented = true }
        let _ = Triggers.shared.register("hide") { isPresented = false }
        let binding = Binding(
            get: { isPresented },
            set: {
                log("isPresented set \($0)"); isPresented = $0
            })
        Text("Deleted \(deleted)")
            .onAppear { log("List onAppear") }
            .onDisappear { log("List onDisappear") }
            .alert("Delete the book?", isPresented: binding) {
                Button("Delete", role: .destructive) {
                    log("Delete action, isPresented \(isPresented)")
                    deleted += 1
                }
                Button("Cancel", role: .cancel) { log("Cancel action") }
            } message: {
                Text("This cannot be undone.")
            }
    }
}

/// An alert with an empty actions builder, which SwiftUI gives one "OK" action.
struct NoActionAlertScreen: View {
    @State private var isPresented = true

    var body: some View {
        Text(isPresented ? "Shown" : "Gone")
            .alert(Text("Saved"), isPresented: $isPresented) {}
    }
}

/// A book chosen for an alert presenting data: the alert is about that book.
struct AlertBook: Identifiable {
    let id: Int
    let title: String
}

/// An alert made from data: its title and action use the presented book.
struct PresentingAlertScreen: View {
    @State private var isPresented = false
    @State private var book: AlertBook?

    var body: some View {
        let _ = Triggers.shared.register("ask") { isPresented = true }
        let _ = Triggers.shared.register("choose") { book = AlertBook(id: 1, title: "Dune") }
        Text("Books")
            .alert("Return", isPresented: $isPresented, presenting: book) { book in
                Button("Return \(book.title)") { log("returned \(book.title)") }
            } message: { book in
                Text("Book \(book.id)")
            }
    }
}

/// A confirmation dialog, its title shown or not, with no cancelling action of its own.
struct DialogScreen: View {
    let titleVisibility: Visibility
    @State private var isPresented = true

    var body: some View {
        Text("Library")
            .confirmationDialog("Sort by", isPresented: $isPresented, titleVisibility: titleVisibility) {
                Button("Title") { log("sort by title") }
                Button("Author") { log("sort by author") }.onAppear {}
            }
    }
}

/// The iOS 13 forms: `Alert` with two buttons and `ActionSheet`.
struct LegacyAlertScreen: View {
    @State private var showsAlert = false
    @State private var showsSheet = false

    var body: some View {
        let _ = Triggers.shared.register("alert") { showsAlert = true }
        let _ = Triggers.shared.register("sheet") { showsSheet = true }
        VStack {
            Text("Legacy")
                .alert(isPresented: $showsAlert) {
                    Alert(
                        title: Text("Discard?"), message: Text("Changes are lost."),
                        primaryButton: .destructive(Text("Discard")) { log("discarded") },
                        secondaryButton: .cancel())
                }
            Text("More")
                .actionSheet(isPresented: $showsSheet) {
                    ActionSheet(
                        title: Text("Share"),
                        buttons: [.default(Text("Copy")) { log("copied") }, .cancel()])
                }
        }
    }
}

/// An error an alert can describe.
struct SyncError: LocalizedError {
    var errorDescription: String? { "Sync failed" }
}

/// An alert for an error: its title is the error's description.
struct ErrorAlertScreen: View {
    @State private var isPresented = true

    var body: some View {
        Text("Sync")
            .alert(isPresented: $isPresented, error: SyncError() as SyncError?) { _ in
                Button("Retry") { log("retry") }
            } message: { error in
                Text("Try again later.")
            }
    }
}
