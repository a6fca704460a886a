// ViewLifecycle · LifecycleDemo
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    /// One step of the app session: what the user or the app did, and what each column saw.
    struct SessionStep: Codable, Equatable, Sendable {
        /// The step's number, from 1.
        var number: Int
        /// What happened, in a user's words: `swipe back from Message, cancelled at 30%`.
        var title: String
        /// Every column's events in the order they happened.
        var events: [SessionEvent]
        /// What the step shows that no single event does (child controllers, stale closures).
        var notes: [String]

        /// The events of one column, in order.
        func events(in column: SessionColumn) -> [SessionEvent] {
            events.filter { $0.column == column }
        }
    }

#endif
