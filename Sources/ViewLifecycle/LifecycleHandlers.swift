// ViewLifecycle · ViewLifecycle

/// Every handler one tracked view has, as its latest view update supplied them.
///
/// Chaining more modifiers on one view merges handlers into one value instead of adding bridges.
/// Single-event handlers are kept by event kind, so delivering an event calls only the closures
/// that asked for it. `package` so that lifecycle-bench can build handlers for a relay of its own;
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
    /// once per callback) is one retain, and reading its arrays needs no exclusivity check.
    private let storage: Storage

    /// Visibility handlers, called with the new visibility on change only.
    var visibility: [(Bool) -> Void] { storage.visibility }
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
        var single = Storage.noSingles
        single[Self.slot(of: sample)].append(perform)
        storage = Storage(single: single)
    }

    /// A handler of every event.
    package init(every handler: @escaping EventHandler) {
        storage = Storage(every: [handler])
    }

    /// A handler of visibility changes.
    init(visibility handler: @escaping (Bool) -> Void) {
        storage = Storage(visibility: [handler])
    }

    /// Work to run while the view is visible.
    init(whileVisible task: VisibleTask) {
        storage = Storage(visibleTasks: [task])
    }

    /// The handlers of `self` followed by those of `other`.
    package func merging(_ other: LifecycleHandlers) -> LifecycleHandlers {
        let (mine, theirs) = (storage, other.storage)
        return LifecycleHandlers(
            Storage(
                single: zip(mine.single, theirs.single).map { $0 + $1 }, every: mine.every + theirs.every,
                visibility: mine.visibility + theirs.visibility,
                visibleTasks: mine.visibleTasks + theirs.visibleTasks))
    }

    /// Calls the handlers of `event`: those of its kind first, then those of every event.
    func deliver(_ event: LifecycleEvent, _ context: LifecycleContext) {
        // Through buffer pointers, the closures are called borrowed: no retain per call.
        storage.single[Self.slot(of: event)].withUnsafeBufferPointer { for handler in $0 { handler() } }
        storage.every.withUnsafeBufferPointer { for handler in $0 { handler(event, context) } }
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
