// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `task(priority:_:)` and `task(id:priority:_:)`.
struct _TaskModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    var id: AnyHashable?
    var idValue: Any?
    var priority: TaskPriority
    var action: @Sendable () async -> Void

    func update(_ node: ViewNode, graph: ViewGraph) {
        let behavior = node.behavior as? TaskBehavior ?? TaskBehavior()
        let isNew = node.behavior == nil
        node.behavior = behavior
        behavior.priority = priority
        behavior.action = action
        let changed = !isNew && !(valuesEqualOrSame(behavior.idValue, idValue))
        behavior.idValue = idValue
        // A changed id cancels the running task and starts a new one, after the update's
        // appearance actions (task(id:priority:_:) documentation).
        if changed, behavior.isAppeared {
            behavior.task?.cancel()
            graph.actions.tasks.append { [behavior] in behavior.start() }
        }
    }

    private func valuesEqualOrSame(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let a?, let b?): return valuesEqual(a, b) ?? false
        default: return false
        }
    }
}

/// A task modifier's running task: started after the view appears, cancelled when it disappears
/// or leaves the graph.
final class TaskBehavior: NodeBehavior {
    var priority: TaskPriority = .userInitiated
    var action: (@Sendable () async -> Void)?
    var idValue: Any?
    var task: Task<Void, Never>?
    var isAppeared = false

    func start() {
        guard isAppeared, let action else { return }
        task?.cancel()
        task = HeadlessJobs.startTask(priority: priority, action)
    }

    override func appear(into queue: inout ActionQueue) {
        isAppeared = true
        queue.tasks.append { [self] in start() }
    }

    override func disappear(into actions: inout [() -> Void]) {
        isAppeared = false
        task?.cancel()
        task = nil
    }

    override func tearDown() {
        isAppeared = false
        task?.cancel()
        task = nil
    }

    override var dumpDescription: String? { "task" }
}

extension View {
    /// Adds an asynchronous task to perform before this view appears.
    ///
    /// The task starts after every `onAppear` of the update that showed the view and is
    /// cancelled when the view disappears.
    ///
    /// - Parameters:
    ///   - priority: The task priority to use when creating the asynchronous task.
    ///   - action: A closure that SwiftUI calls as an asynchronous task before the view appears.
    /// - Returns: A view that runs the specified action asynchronously before the view appears.
    public func task(
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        modifier(_TaskModifier(id: nil, idValue: nil, priority: priority, action: action))
    }

    /// Adds a task to perform before this view appears or when a specified value changes.
    ///
    /// - Parameters:
    ///   - value: The value to observe for changes; a change cancels the task and starts a new one.
    ///   - priority: The task priority to use when creating the asynchronous task.
    ///   - action: A closure that SwiftUI calls as an asynchronous task before the view appears.
    /// - Returns: A view that runs the specified action asynchronously before the view appears,
    ///   or restarts the task when the `id` value changes.
    public func task<T>(
        id value: T, priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View where T: Equatable {
        modifier(_TaskModifier(id: nil, idValue: value, priority: priority, action: action))
    }
}
