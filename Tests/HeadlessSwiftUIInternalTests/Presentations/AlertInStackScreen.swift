// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport

@testable import HeadlessSwiftUI

/// The sample app's pattern: a pushed detail screen asks before deleting, and the delete
/// action dismisses the screen.
struct AlertInStackScreen: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Book", value: 1)
                .navigationDestination(for: Int.self) { _ in AlertDetailScreen() }
        }
    }
}

/// The pushed screen of ``AlertInStackScreen``.
struct AlertDetailScreen: View {
    @State private var isConfirming = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = Triggers.shared.register("confirm") { isConfirming = true }
        Text("Detail")
            .onAppear { log("Detail onAppear") }
            .onDisappear { log("Detail onDisappear") }
            .alert("Delete this book?", isPresented: $isConfirming) {
                Button("Delete", role: .destructive) {
                    log("delete")
                    dismiss()
                }
                Button("Cancel", role: .cancel) {}
            }
    }
}
