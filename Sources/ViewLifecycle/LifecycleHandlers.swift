// ViewLifecycle · ViewLifecycle

/// Every handler one tracked view has, as its latest view update supplied them.
///
/// All the event modifiers (`onWillAppear`, `onLoad`, …) are stored as `onLifecycle` handlers
/// that pick their event, so one list carries them in the order they were chained, and chaining
/// more modifiers on one view merges lists instead of adding bridges.
struct LifecycleHandlers {
    /// A handler of every delivered event.
    typealias EventHandler = (LifecycleEvent, LifecycleContext) -> Void

    /// Async work that runs while the view is visible.
    struct VisibleTask {
        /// The priority the work's task is created with.
        var priority: TaskPriority
        /// The work; it should return soon after its task is cancelled.
        var operation: @Sendable () async -> Void
    }

    /// Event handlers, in the order they were attached.
    var events: [EventHandler] = []
    /// Visibility handlers, called with the new visibility on change only.
    var visibility: [(Bool) -> Void] = []
    /// Work started at `didAppear` and cancelled at `willDisappear` or teardown.
    var visibleTasks: [VisibleTask] = []

    /// Whether no handler is attached.
    var isEmpty: Bool { events.isEmpty && visibility.isEmpty && visibleTasks.isEmpty }

    /// The handlers of `self` followed by those of `other`.
    func merging(_ other: LifecycleHandlers) -> LifecycleHandlers {
        var merged = self
        merged.events += other.events
        merged.visibility += other.visibility
        merged.visibleTasks += other.visibleTasks
        return merged
    }
}
