// ViewLifecycle · ViewLifecycle

/// Every handler one tracked view has, as its latest view update supplied them.
///
/// Chaining more modifiers on one view merges handlers into one value instead of adding bridges.
/// Handlers are kept by event kind, so delivering an event calls only the closures that asked
/// for it. `package` so that lifecycle-bench can build handlers for a relay of its own;
/// never public.
package struct LifecycleHandlers {
    /// A handler of every delivered event.
    package typealias EventHandler = (LifecycleEvent, LifecycleContext) -> Void

    /// Async work that runs while the view is visible.
    struct VisibleTask {
        /// The priority the work's task is created with.
        var priority: TaskPriority
        /// The work; it should return soon after its task is cancelled.
        var operation: @Sendable () async -> Void
    }

    /// The handlers, in one immutable object: copying a `LifecycleHandlers` (as the relay does
    /// once per callback) is one retain, and reading it needs no exclusivity check.
    private let storage: Storage

    /// Work started at `didAppear` and cancelled at `willDisappear` or teardown.
    var visibleTasks: [VisibleTask] { storage.visibleTasks }

    /// No handlers.
    init() {
        storage = Storage()
    }

    private init(_ storage: Storage) {
        self.storage = storage
    }

    /// A handler of one kind of event: `sample` names the kind, whatever its `animated` flag.
    package init(on sample: LifecycleEvent, _ perform: @escaping () -> Void) {
        storage = Storage(single: SingleEventHandlers(on: sample, perform))
    }

    /// A handler of every event.
    package init(every handler: @escaping EventHandler) {
        storage = Storage(every: handler)
    }

    /// A handler of visibility changes.
    init(visibility handler: @escaping (Bool) -> Void) {
        storage = Storage(visibility: handler)
    }

    /// Work to run while the view is visible.
    init(whileVisible task: VisibleTask) {
        storage = Storage(visibleTasks: [task])
    }

    /// A handler of visibility with a threshold of the view's area inside its scroll view.
    init(threshold handler: ThresholdHandler) {
        storage = Storage(thresholds: [handler])
    }

    /// The visibility handlers with a threshold, in the order they were attached.
    var thresholds: [ThresholdHandler] { storage.thresholds }

    /// The handlers of `self` followed by those of `other`.
    package func merging(_ other: LifecycleHandlers) -> LifecycleHandlers {
        LifecycleHandlers(storage.merging(other.storage))
    }

    /// Calls the handlers of `event`: those of its kind first, then those of every event.
    func deliver(_ event: LifecycleEvent, _ context: LifecycleContext) {
        storage.single.callHandler(of: event)
        storage.every?(event, context)
    }

    /// Calls the visibility handlers with the new visibility.
    func deliverVisibility(_ visible: Bool) {
        storage.visibility?(visible)
    }
}
