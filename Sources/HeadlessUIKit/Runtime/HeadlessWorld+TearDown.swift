// ViewLifecycle · HeadlessUIKit

extension HeadlessWorld {
    /// Lets go of everything the world holds, so the controllers it kept alive deinit now,
    /// recorded in this world's trace rather than the next one's.
    ///
    /// UIKit's state goes first, with the queued work that still holds its controllers, so
    /// sibling parts see their hosts gone as an app would; then the parts, and whatever work
    /// their tear-down queued, which belongs to no world.
    func tearDown() {
        for runner in activeTransitions { runner.end(finished: false) }
        activeTransitions.removeAll()
        transitionsEndingBeforeLayout.removeAll()
        for window in windows { window.rootViewController = nil }
        windows.removeAll()
        discardQueuedWork()
        tearDownParts()
        discardQueuedWork()
    }

    /// Drops the world's work; tasks' jobs stay queued, since a cancelled task must still run to
    /// its end to be freed. A task still asleep on the timeline never wakes.
    private func discardQueuedWork() {
        RunLoopQueue.main.removeWork()
        timeline.removeAll()
        viewsNeedingLayout.removeAll()
    }
}
