// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A timeline view's clock: the date its content shows and a task that sleeps in virtual time
/// until the schedule's next entry, then rebuilds the content with that date.
///
/// The wall clock is read once, when the timeline mounts; from then on its dates move only with
/// `HeadlessWorld`'s virtual clock. The schedule is read once too (SwiftUI reads a new schedule
/// value on updates; here a changed schedule applies from the next identity).
final class TimelineBehavior: NodeBehavior {
    /// The date of the entry the content shows.
    private(set) var date: Date
    private var entries: AnyIterator<Date>
    private var upcoming: Date?
    private let mountDate: Date
    private let mountTime: TimeInterval
    private weak var node: ViewNode?
    private var task: Task<Void, Never>?

    private init<S: TimelineSchedule>(schedule: S, node: ViewNode) {
        mountDate = Date()
        mountTime = HeadlessWorld.shared.now
        var iterator = schedule.entries(from: mountDate, mode: .normal).makeIterator()
        entries = AnyIterator { iterator.next() }
        let first = entries.next()
        // An entry still ahead is shown when the clock reaches it; until then, the mount's date.
        if let first, first <= mountDate {
            date = first
            upcoming = entries.next()
        } else {
            date = mountDate
            upcoming = first
        }
        self.node = node
        super.init()
    }

    /// The node's timeline, made (and started) on its first update.
    static func of<S: TimelineSchedule>(_ node: ViewNode, schedule: S) -> TimelineBehavior {
        if let existing = node.behavior as? TimelineBehavior { return existing }
        let made = TimelineBehavior(schedule: schedule, node: node)
        node.behavior = made
        made.start()
        return made
    }

    /// The virtual wall clock: the mount's date plus the virtual time since.
    private var now: Date { mountDate + (HeadlessWorld.shared.now - mountTime) }

    private func start() {
        task = HeadlessJobs.startTask(priority: nil) { [weak self] in
            while let delay = await self?.delayToNextEntry() {
                try? await Task.sleep(for: .seconds(delay))
                guard !Task.isCancelled else { return }
                await self?.reachEntry()
            }
        }
    }

    /// Seconds until the next entry, or `nil` when the schedule has ended.
    private func delayToNextEntry() -> TimeInterval? {
        guard let upcoming else { return nil }
        return max(0, upcoming.timeIntervalSince(now))
    }

    /// Shows the entry the clock reached (skipping entries already past) and rebuilds the content.
    private func reachEntry() {
        guard let reached = upcoming else { return }
        date = reached
        upcoming = entries.next()
        while let next = upcoming, next <= now {
            date = next
            upcoming = entries.next()
        }
        node?.invalidate()
    }

    override func tearDown() {
        task?.cancel()
        task = nil
    }

    override var dumpDescription: String? { "timeline" }
}
