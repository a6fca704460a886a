// ViewLifecycle · HeadlessSwiftUIInternalTests

import Foundation
import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI

extension SwiftUIInternalTests {
    // A timeline view's dates follow virtual time: its content is rebuilt at each entry that
    // `Headless.advance(by:)` reaches, and nothing happens while the clock stands still.
    @Suite(.serialized) @MainActor struct TimelineViewTests {
        /// Dates each rebuild of a timeline's content saw.
        @MainActor final class Dates {
            var seen: [Date] = []
        }

        struct Clock<Schedule: TimelineSchedule>: View {
            let schedule: Schedule
            let dates: Dates

            var body: some View {
                TimelineView(schedule) { context in
                    let _ = dates.seen.append(context.date)
                    Text("tick").onAppear { log("appear") }
                }
            }
        }

        private func offsets(_ dates: Dates) -> [TimeInterval] {
            guard let first = dates.seen.first else { return [] }
            return dates.seen.map { ($0.timeIntervalSince(first) * 1000).rounded() / 1000 }
        }

        @Test(
            "a periodic schedule rebuilds once per interval of virtual time", .tasksFollowVirtualTime)
        func periodic() {
            let log = Log.start()
            let dates = Dates()
            let start = Date(timeIntervalSinceReferenceDate: 0)
            let host = UIHostingController(
                rootView: Clock(schedule: .periodic(from: start, by: 1), dates: dates))
            _ = showInWindow(host)
            #expect(log.take() == ["appear"])
            #expect(dates.seen.count == 1)
            Headless.runUntilIdle()
            #expect(dates.seen.count == 1)
            Headless.advance(by: 1)
            Headless.advance(by: 3)
            #expect(offsets(dates) == [0, 1, 2, 3, 4])
            #expect(log.take() == [])
            // The first date is the last entry at or before the mount, a whole number of
            // intervals from the schedule's start.
            let first = dates.seen[0].timeIntervalSinceReferenceDate
            #expect(first == first.rounded(.down))
        }

        @Test(
            "every minute: one rebuild per virtual minute, at the start of each minute",
            .tasksFollowVirtualTime)
        func everyMinute() {
            let dates = Dates()
            _ = showInWindow(UIHostingController(rootView: Clock(schedule: .everyMinute, dates: dates)))
            Headless.advance(by: 59)
            Headless.advance(by: 61)
            #expect(offsets(dates) == [0, 60, 120])
            #expect(dates.seen[0].timeIntervalSinceReferenceDate.truncatingRemainder(dividingBy: 60) == 0)
        }

        @Test(
            "explicit dates: each is shown when the clock reaches it, then nothing", .tasksFollowVirtualTime)
        func explicit() {
            let dates = Dates()
            let now = Date()
            let schedule = ExplicitTimelineSchedule([now + 5, now + 10])
            _ = showInWindow(UIHostingController(rootView: Clock(schedule: schedule, dates: dates)))
            #expect(dates.seen.count == 1)
            Headless.advance(by: 5)
            #expect(dates.seen.last == now + 5)
            Headless.advance(by: 5)
            #expect(dates.seen.last == now + 10)
            Headless.advance(by: 100)
            #expect(dates.seen.count == 3)
        }

        @Test(
            "an animation schedule rebuilds at its minimum interval; paused, it stays",
            .tasksFollowVirtualTime)
        func animation() {
            let dates = Dates()
            _ = showInWindow(
                UIHostingController(rootView: Clock(schedule: .animation(minimumInterval: 0.5), dates: dates))
            )
            Headless.advance(by: 1)
            #expect(offsets(dates) == [0, 0.5, 1])
            let paused = Dates()
            _ = showInWindow(
                UIHostingController(
                    rootView: Clock(schedule: .animation(minimumInterval: 0.5, paused: true), dates: paused)))
            Headless.advance(by: 1)
            #expect(paused.seen.count == 1)
        }

        struct Removable: View {
            let flag: Flag
            let dates: Dates

            var body: some View {
                if flag.isOn {
                    Clock(schedule: .periodic(from: .distantPast, by: 1), dates: dates)
                }
            }
        }

        @Test(
            "a removed timeline stops: its task is cancelled with its node", .tasksFollowVirtualTime)
        func removal() {
            let dates = Dates()
            let flag = Flag(true)
            _ = showInWindow(UIHostingController(rootView: Removable(flag: flag, dates: dates)))
            Headless.advance(by: 2)
            #expect(dates.seen.count == 3)
            flag.isOn = false
            Headless.advance(by: 5)
            #expect(dates.seen.count == 3)
        }
    }
}
