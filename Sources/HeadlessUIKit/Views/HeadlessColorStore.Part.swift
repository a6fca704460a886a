// ViewLifecycle · HeadlessUIKit

extension HeadlessColorStore {
    /// The world's hold on the store: made when a test registers a colour, it empties the store
    /// when the world resets, so one test's colours never reach the next.
    @MainActor
    final class Part: HeadlessWorldPart {
        /// Creates the part.
        init() {}

        /// Empties the store.
        func tearDown() {
            HeadlessColorStore.shared.removeAll()
        }
    }
}
