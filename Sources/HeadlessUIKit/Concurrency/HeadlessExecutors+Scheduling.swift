// ViewLifecycle · HeadlessUIKit
// Swift 6.3's Task.sleep and clocks ask the current executor to schedule the wake-up when it is
// a SchedulingExecutor (experimental, so behind its SPI): the headless executors schedule it on
// the run loop's virtual timeline. A toolchain without it sleeps in real time.

#if compiler(>=6.3)
    @_spi(ExperimentalScheduling) import _Concurrency

    /// An executor of the run loop's that files wake-ups through ``VirtualTimer``.
    @available(macOS 26.4, iOS 26.4, tvOS 26.4, watchOS 26.4, visionOS 26.4, *)
    package protocol VirtualTimeScheduling: SchedulingExecutor {
        /// Where the run loop runs the wake-ups filed through this executor.
        static var wakeUpTarget: RunLoopQueue.JobTarget { get }
    }

    @available(macOS 26.4, iOS 26.4, tvOS 26.4, watchOS 26.4, visionOS 26.4, *)
    extension VirtualTimeScheduling {
        /// Schedules a job `delay` from now on `clock`.
        package func enqueue<C: Clock>(
            _ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C
        ) {
            VirtualTimer.file(UnownedJob(job), on: Self.wakeUpTarget, after: VirtualTimer.seconds(delay))
        }

        /// Schedules a job at `instant` of `clock`.
        package func enqueue<C: Clock>(
            _ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C
        ) {
            let delay = VirtualTimer.delay(
                remaining: clock.now.duration(to: instant), timeInJob: HeadlessJobs.timeInCurrentJob)
            VirtualTimer.file(UnownedJob(job), on: Self.wakeUpTarget, after: delay)
        }
    }

    @available(macOS 26.4, iOS 26.4, tvOS 26.4, watchOS 26.4, visionOS 26.4, *)
    extension HeadlessMainExecutor: VirtualTimeScheduling {
        package static var wakeUpTarget: RunLoopQueue.JobTarget { .mainActor }
    }

    @available(macOS 26.4, iOS 26.4, tvOS 26.4, watchOS 26.4, visionOS 26.4, *)
    extension HeadlessTaskExecutor: VirtualTimeScheduling {
        package static var wakeUpTarget: RunLoopQueue.JobTarget { .task }
    }
#endif
