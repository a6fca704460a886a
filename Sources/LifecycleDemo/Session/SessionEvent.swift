// ViewLifecycle · LifecycleDemo
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    /// One thing one column saw during a step of the app session, with what is wrong or notable
    /// about it.
    struct SessionEvent: Codable, Equatable, Sendable {
        /// The stream it belongs to.
        var column: SessionColumn
        /// What happened, without addresses: `Inbox host viewWillAppear`, `Inbox onAppear`.
        var text: String
        /// A finding about it, if any.
        var mark: SessionMark?
    }

#endif
