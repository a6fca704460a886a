// ViewLifecycle · ViewLifecycle

extension LifecycleHandlers {
    /// The arrays of handlers one view update supplied; never changed once made (merging makes
    /// a new one), so the relay reads them without exclusivity checks.
    final class Storage {
        /// One empty list per event kind.
        static var noSingles: [[() -> Void]] { Array(repeating: [], count: 6) }

        /// Handlers of one event kind each, indexed by `LifecycleHandlers.slot(of:)`.
        let single: [[() -> Void]]
        /// Handlers of every event, in the order they were attached.
        let every: [EventHandler]
        /// Visibility handlers.
        let visibility: [(Bool) -> Void]
        /// Work started at `didAppear`.
        let visibleTasks: [VisibleTask]

        init(
            single: [[() -> Void]] = noSingles, every: [EventHandler] = [], visibility: [(Bool) -> Void] = [],
            visibleTasks: [VisibleTask] = []
        ) {
            self.single = single
            self.every = every
            self.visibility = visibility
            self.visibleTasks = visibleTasks
        }
    }
}
