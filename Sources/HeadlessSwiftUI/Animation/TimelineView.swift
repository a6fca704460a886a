// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A view that updates according to a schedule that you provide.
///
/// Headlessly the schedule follows virtual time: the content is rebuilt at each entry the clock
/// reaches under `Headless.advance(by:)`.
public struct TimelineView<Schedule, Content> where Schedule: TimelineSchedule {
    /// Information passed to a timeline view's content callback.
    public struct Context {
        /// The rate at which timeline views can receive updates.
        public enum Cadence: Comparable, Sendable, Hashable {
            /// Updates the view continuously.
            case live
            /// Updates the view approximately once per second.
            case seconds
            /// Updates the view approximately once per minute.
            case minutes
        }

        /// The date from the schedule that triggered the current view update.
        public let date: Date
        /// The rate at which the timeline updates the view.
        public let cadence: Cadence
    }

    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content
}

/// Information passed to a timeline view's content callback.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View where Content: View {
    /// The body of a primitive view.
    public typealias Body = Never

    /// Creates a new timeline view that uses the given schedule.
    ///
    /// - Parameters:
    ///   - schedule: A schedule that produces a sequence of dates.
    ///   - content: A closure that generates view content at the moments indicated by the schedule.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content)
    {
        self.schedule = schedule
        self.content = content
    }
}

extension TimelineView: PrimitiveView where Content: View {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        let timeline = TimelineBehavior.of(node, schedule: schedule)
        list.append(.content, content(TimelineViewDefaultContext(date: timeline.date, cadence: .live)))
    }
}
