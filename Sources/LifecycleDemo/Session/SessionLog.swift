// ViewLifecycle · LifecycleDemo
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import HeadlessUIKit

    /// Where the screens' modifiers report, each entry stamped with its place in HeadlessUIKit's
    /// trace so the columns line up in time with the raw callbacks.
    @MainActor
    final class SessionLog {
        /// One report: how many trace records came before it, and what it says.
        struct Entry {
            /// The number of trace records made before it.
            var position: Int
            /// The event.
            var event: SessionEvent
        }

        /// The model whose value the closures captured, to tell a stale closure from a fresh one.
        let model: SessionModel
        /// Every report so far.
        private(set) var entries: [Entry] = []

        /// Creates an empty log for closures that capture `model`'s values.
        init(model: SessionModel) {
            self.model = model
        }

        /// Logs one event of `column`.
        ///
        /// - Parameters:
        ///   - column: The stream it belongs to.
        ///   - text: What happened.
        ///   - unread: The unread count the calling closure captured when its body ran; when it is
        ///     not the model's count now, the closure is stale, and the event is marked.
        func log(_ column: SessionColumn, _ text: String, captured unread: Int) {
            let current = model.unread
            let mark =
                unread == current
                ? nil : SessionMark(kind: .fault, text: "stale: unread \(unread)")
            entries.append(
                Entry(
                    position: Headless.trace.count,
                    event: SessionEvent(column: column, text: text, mark: mark))
            )
        }
    }

#endif
