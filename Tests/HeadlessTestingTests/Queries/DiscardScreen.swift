// ViewLifecycle · HeadlessTestingTests

import HeadlessTestSupport
import HeadlessTesting

/// A button whose alert asks before discarding a draft.
struct DiscardScreen: View {
    @State private var isAsking = false

    var body: some View {
        Button("Discard") { isAsking = true }
            .alert("Discard the draft?", isPresented: $isAsking) {
                Button("Discard", role: .destructive) { log("discarded") }
            }
    }
}
