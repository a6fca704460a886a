// ViewLifecycle · HeadlessUIKit

extension HeadlessWorld {
    /// Queues work for the next run-loop turn.
    ///
    /// - Parameter work: Runs once, in submission order with the turn's other work.
    package func enqueue(_ work: @escaping () -> Void) {
        pendingTurn.append(work)
    }

    /// Schedules work for `delay` virtual seconds from now.
    ///
    /// - Parameters:
    ///   - delay: Virtual seconds from now.
    ///   - work: Runs when the clock reaches that time.
    package func schedule(after delay: TimeInterval, _ work: @escaping () -> Void) {
        timelineSequence += 1
        timeline.append(TimedWork(time: now + delay, sequence: timelineSequence, work: work))
        timeline.sort { ($0.time, $0.sequence) < ($1.time, $1.sequence) }
    }

    /// Runs one run-loop turn: everything queued before the turn began, then the layout pass.
    ///
    /// Work queued during the turn waits for the next one, as with `DispatchQueue.main.async`.
    /// - Returns: Whether the turn did anything.
    @discardableResult
    func runTurn() -> Bool {
        let work = pendingTurn
        pendingTurn.removeAll()
        for item in work { item() }
        return !work.isEmpty
    }

    /// Runs turns until no work remains for the current time.
    func drainCurrentTime() {
        var guardCount = 0
        while !pendingTurn.isEmpty {
            runTurn()
            guardCount += 1
            // A layout that invalidates itself forever would hang tests; UIKit would spin too,
            // so stop after a generous number of turns instead.
            if guardCount > 10_000 { break }
        }
    }

    /// Runs pending work and timed work up to `deadline`, jumping the clock between events.
    ///
    /// - Parameter deadline: The virtual time to stop at, or `nil` to run until idle.
    package func run(until deadline: TimeInterval?) {
        drainCurrentTime()
        while let next = timeline.first, deadline.map({ next.time <= $0 }) ?? true {
            timeline.removeFirst()
            now = max(now, next.time)
            next.work()
            drainCurrentTime()
        }
        if let deadline { now = max(now, deadline) }
    }
}
