// ViewLifecycle · ViewLifecycle

/// Every handler one tracked view has, as its latest view update supplied them.
///
/// Chaining more modifiers on one view merges handlers into one value instead of adding bridges.
/// Single-event handlers are kept by event kind, so delivering an event calls only the closures
/// that asked for it.
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

    /// Handlers of one event kind each, indexed by ``slot(of:)``.
    private(set) var single: [[() -> Void]] = Array(repeating: [], count: 6)
    /// Handlers of every event, in the order they were attached.
    private(set) var every: [EventHandler] = []
    /// Visibility handlers, called with the new visibility on change only.
    private(set) var visibility: [(Bool) -> Void] = []
    /// Work started at `didAppear` and cancelled at `willDisappear` or teardown.
    private(set) var visibleTasks: [VisibleTask] = []

    /// No handlers.
    init() {}

    /// A handler of one kind of event: `sample` names the kind, whatever its `animated` flag.
    init(on sample: LifecycleEvent, _ perform: @escaping () -> Void) {
        single[Self.slot(of: sample)].append(perform)
    }

    /// A handler of every event.
    init(every handler: @escaping EventHandler) {
        every.append(handler)
    }

    /// A handler of visibility changes.
    init(visibility handler: @escaping (Bool) -> Void) {
        visibility.append(handler)
    }

    /// Work to run while the view is visible.
    init(whileVisible task: VisibleTask) {
        visibleTasks.append(task)
    }

    /// The handlers of `self` followed by those of `other`.
    func merging(_ other: LifecycleHandlers) -> LifecycleHandlers {
        var merged = self
        for slot in single.indices { merged.single[slot] += other.single[slot] }
        merged.every += other.every
        merged.visibility += other.visibility
        merged.visibleTasks += other.visibleTasks
        return merged
    }

    /// Calls the handlers of `event`: those of its kind first, then those of every event.
    func deliver(_ event: LifecycleEvent, _ context: LifecycleContext) {
        for handler in single[Self.slot(of: event)] { handler() }
        for handler in every { handler(event, context) }
    }

    private static func slot(of event: LifecycleEvent) -> Int {
        switch event {
        case .load: return 0
        case .willAppear: return 1
        case .isAppearing: return 2
        case .didAppear: return 3
        case .willDisappear: return 4
        case .didDisappear: return 5
        }
    }
}
