// ViewLifecycle · ReadingList sample app
// UIKit path only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !os(macOS)

    import Combine

    /// Minutes spent on a book's page while it is on screen: an `ObservableObject`, as older code
    /// bases have them, owned by the screen with `@StateObject`.
    @MainActor
    public final class ReadingTimer: ObservableObject {
        /// Whole minutes counted so far.
        @Published public private(set) var minutes = 0

        /// Creates a timer at zero.
        nonisolated public init() {}

        /// Counts one more minute.
        public func tick() {
            minutes += 1
        }
    }

#endif
