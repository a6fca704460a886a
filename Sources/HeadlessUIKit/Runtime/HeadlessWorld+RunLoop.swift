// ViewLifecycle · HeadlessUIKit

extension HeadlessWorld {
    /// Queues work for the next run-loop turn.
    ///
    /// - Parameter work: Runs once, in submission order with the turn's other work and the jobs
    ///   of tasks on the main actor.
    package func enqueue(_ work: @escaping () -> Void) {
        RunLoopQueue.main.append(work)
    }

    /// Schedules work for `delay` virtual seconds from now.
    ///
    /// - Parameters:
    ///   - delay: Virtual seconds from now.
    ///   - work: Runs when the clock reaches that time.
    package func schedule(after delay: TimeInterval, _ work: @escaping () -> Void) {
        addToTimeline(after: delay, wakesTask: false, work)
    }

    private func addToTimeline(after delay: TimeInterval, wakesTask: Bool, _ work: @escaping () -> Void) {
        timelineSequence += 1
        let timed = TimedWork(time: now + delay, sequence: timelineSequence, wakesTask: wakesTask, work: work)
        timeline.append(timed)
        timeline.sort { ($0.time, $0.sequence) < ($1.time, $1.sequence) }
    }

    /// Puts the wake-ups that sleeping tasks filed on the timeline, at their virtual deadlines.
    private func fileTaskTimers() {
        for timer in RunLoopQueue.main.takeTimers() {
            addToTimeline(after: timer.delay, wakesTask: true) {
                HeadlessMainExecutor.shared.run(.init(job: timer.job, target: timer.target, isWakeUp: true))
            }
        }
    }

    /// Runs one run-loop turn: everything queued before the turn began, in order.
    ///
    /// Work queued during the turn waits for the next one, as with `DispatchQueue.main.async`.
    /// - Returns: Whether the turn did anything.
    @discardableResult
    func runTurn() -> Bool {
        let items = RunLoopQueue.main.takeAll()
        for item in items {
            switch item {
            case .work(let work): work.run()
            case .job(let job): HeadlessMainExecutor.shared.run(job)
            }
            fileTaskTimers()
        }
        return !items.isEmpty
    }

    /// Runs turns until no work remains for the current time.
    func drainCurrentTime() {
        var guardCount = 0
        while !RunLoopQueue.main.isEmpty {
            runTurn()
            guardCount += 1
            // A layout that invalidates itself forever would hang tests; UIKit would spin too,
            // so stop after a generous number of turns instead.
            if guardCount > 10_000 { break }
        }
    }

    /// Runs pending work and timed work up to `deadline`, jumping the clock between events.
    ///
    /// Without a deadline, time runs to the end of the last animation: far enough to finish
    /// what is moving, never to wake a sleeping task early (a task that polls would never let
    /// the run loop be idle); `advance(by:)` wakes it.
    ///
    /// The run follows virtual time: a task that the app starts in it (in `onAppear`, say) is
    /// one of the runtime's tasks, as it would run on the device's main run loop.
    ///
    /// - Parameter deadline: The virtual time to stop at, or `nil` to run until idle.
    package func run(until deadline: TimeInterval?) {
        HeadlessJobs.followingVirtualTime { runFollowingVirtualTime(until: deadline) }
    }

    private func runFollowingVirtualTime(until deadline: TimeInterval?) {
        drainCurrentTime()
        while let next = timeline.first, next.time <= (deadline ?? idleHorizon) {
            timeline.removeFirst()
            now = max(now, next.time)
            next.work()
            fileTaskTimers()
            drainCurrentTime()
        }
        if let deadline { now = max(now, deadline) }
    }

    /// How far running until idle lets time pass: to the last animation's end, or not at all.
    private var idleHorizon: TimeInterval {
        max(now, timeline.last { !$0.wakesTask }?.time ?? now)
    }
}
