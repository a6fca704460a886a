// ViewLifecycle · HeadlessTestSupport

import Testing

extension Trait where Self == ConditionTrait {
    /// Runs the test only where tasks follow the driver's clock.
    ///
    /// Headlessly, tasks join the run loop and sleep in virtual time through hooks of Swift 6.3's
    /// concurrency runtime; with an older one (an Apple platform's own before its 26.4 releases, or
    /// an older toolchain) they run on the real executors and sleep in real time, so the exact
    /// orders and instants these tests expect cannot hold there.
    public static var tasksFollowVirtualTime: Self {
        .enabled(
            if: Driver.tasksFollowVirtualTime,
            "needs Swift 6.3's concurrency runtime, whose hooks run tasks on the headless run loop's virtual time"
        )
    }
}
