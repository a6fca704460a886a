// ViewLifecycle · HeadlessUIKit

import LifecycleCore

/// Where the lifecycle modifiers, running headless, report each event they deliver and the end
/// of each tracked view, so HeadlessTesting's explorer and `.lifecycle` snapshots can read the
/// streams the handlers get and check them against the contract.
///
/// It lives here, below both, because ViewLifecycle and HeadlessTesting know only the runtime
/// in common. Nothing is reported while `current` is `nil`, which it is unless a test tool set it.
@MainActor
package enum LifecycleDeliveryObserver {
    /// What a tracked view's relay reports.
    package enum Report: Equatable, Sendable {
        /// An event, reported just before the handlers get it.
        case event(LifecycleEvent)
        /// The view left the graph: nothing more is delivered for it.
        case tearDown
    }

    /// The observer, called with the relay that delivers (one per tracked view) and its report.
    package static var current: (@MainActor (AnyObject, Report) -> Void)?
}
