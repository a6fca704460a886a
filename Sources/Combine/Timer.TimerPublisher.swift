// ViewLifecycle · Combine

import Foundation
import HeadlessUIKit

extension Timer {
    /// A publisher that repeatedly emits the current date on a given interval.
    ///
    /// Off Apple platforms it ticks from a main-actor task of the headless run loop that sleeps
    /// `interval` between dates, so it runs on virtual time (`Headless.advance(by:)`).
    final public class TimerPublisher: ConnectablePublisher {
        /// The kind of values published: the date of each tick.
        public typealias Output = Date
        /// The kind of errors published: none.
        public typealias Failure = Never

        /// The time interval on which to publish events.
        final public let interval: TimeInterval
        /// The allowed timing variance when emitting events.
        final public let tolerance: TimeInterval?
        /// The run loop on which the timer runs.
        final public let runLoop: RunLoop
        /// The run loop mode in which to run the timer.
        final public let mode: RunLoop.Mode
        /// Scheduler options passed to the timer.
        final public let options: RunLoop.SchedulerOptions?
        private let subject = PassthroughSubject<Date, Never>()

        /// Creates a publisher that repeatedly emits the current date on the given interval.
        public init(
            interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
            options: RunLoop.SchedulerOptions? = nil
        ) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        /// Starts the timer; cancelling the result stops it.
        final public func connect() -> any Cancellable {
            let subject = subject
            let nanoseconds = UInt64(Swift.max(interval, 0.001) * 1_000_000_000)
            let task = HeadlessJobs.startTask(priority: nil) { @MainActor in
                while !Task.isCancelled {
                    do { try await Task.sleep(nanoseconds: nanoseconds) } catch { return }
                    subject.send(Date())
                }
            }
            subject.handleCancel { task.cancel() }
            return TimerConnection(task: task)
        }

        /// Attaches the subscriber; it receives dates once the publisher is connected.
        final public func receive<S>(subscriber: S) where S: Subscriber, S.Failure == Never, S.Input == Date {
            subject.receive(subscriber: subscriber)
        }
    }
}

extension Timer.TimerPublisher: @unchecked Sendable {}
