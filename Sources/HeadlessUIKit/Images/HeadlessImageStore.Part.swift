// ViewLifecycle · HeadlessUIKit

extension HeadlessImageStore {
    /// The world's hold on the store: made when a test registers an image, it empties the store
    /// when the world resets, so one test's images never reach the next.
    @MainActor
    final class Part: HeadlessWorldPart {
        /// Creates the part.
        init() {}

        /// Empties the store.
        func tearDown() {
            HeadlessImageStore.shared.removeAll()
        }
    }
}
