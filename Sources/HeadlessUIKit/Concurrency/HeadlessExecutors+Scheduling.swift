// ViewLifecycle · HeadlessUIKit
// Swift 6.3's Task.sleep and clocks ask the current executor to schedule the wake-up when it is
// a SchedulingExecutor (experimental, so behind its SPI): the headless executors schedule it on
// the run loop's virtual timeline. A toolchain without it sleeps in real time.

#if compiler(>=6.3)
    @_spi(ExperimentalScheduling) import _Concurrency
    import Dispatch

    @available(macOS 26.4, iOS 26.4, tvOS 26.4, watchOS 26.4, visionOS 26.4, *)
    extension HeadlessMainExecutor: SchedulingExecutor {
        /// Schedules a main-actor job `delay` from now on `clock`.
        package func enqueue<C: Clock>(
            _ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C
        ) {
            VirtualTimer.file(UnownedJob(job), on: .mainActor, after: VirtualTimer.seconds(delay))
        }

        /// Schedules a main-actor job at `instant` of `clock`.
        package func enqueue<C: Clock>(
            _ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C
        ) {
            let delay = VirtualTimer.seconds(clock.now.duration(to: instant))
            VirtualTimer.file(UnownedJob(job), on: .mainActor, after: delay)
        }
    }

    @available(macOS 26.4, iOS 26.4, tvOS 26.4, watchOS 26.4, visionOS 26.4, *)
    extension HeadlessTaskExecutor: SchedulingExecutor {
        /// Schedules a headless task's job `delay` from now on `clock`.
        package func enqueue<C: Clock>(
            _ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C
        ) {
            VirtualTimer.file(UnownedJob(job), on: .task, after: VirtualTimer.seconds(delay))
        }

        /// Schedules a headless task's job at `instant` of `clock`.
        package func enqueue<C: Clock>(
            _ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C
        ) {
            let delay = VirtualTimer.seconds(clock.now.duration(to: instant))
            VirtualTimer.file(UnownedJob(job), on: .task, after: delay)
        }
    }
#endif
