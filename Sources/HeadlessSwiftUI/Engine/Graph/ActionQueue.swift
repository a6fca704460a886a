// ViewLifecycle · HeadlessSwiftUI

/// The actions one graph update produces, run after the update in SwiftUI's order.
///
/// 1. `onDisappear` of removed views whose transition is `.identity` (removed at once),
/// 2. `onAppear` and `onChange` actions, in the order the update reached them (children before
///    parents, inner modifiers before outer ones; traces 23, 10),
/// 3. `onDisappear` of other removed views (their removal waits for the transition; trace 25),
/// 4. tasks, started after every `onAppear` of the update (trace 23).
struct ActionQueue {
    var immediateRemovals: [() -> Void] = []
    var main: [() -> Void] = []
    var removals: [() -> Void] = []
    var tasks: [() -> Void] = []

    var isEmpty: Bool {
        immediateRemovals.isEmpty && main.isEmpty && removals.isEmpty && tasks.isEmpty
    }

    /// Returns every action in running order and empties the queue.
    mutating func take() -> [() -> Void] {
        defer { self = ActionQueue() }
        return immediateRemovals + main + removals + tasks
    }
}
