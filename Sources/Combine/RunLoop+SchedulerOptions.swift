// ViewLifecycle · Combine

import Foundation

extension RunLoop {
    /// Options that affect the operation of the run loop scheduler.
    public struct SchedulerOptions: Sendable {}
}
