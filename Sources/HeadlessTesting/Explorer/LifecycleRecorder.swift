// ViewLifecycle · HeadlessTesting

import HeadlessUIKit
import LifecycleCore
import LifecycleTrace

/// Records, in the order they happen, the runtime's lifecycle callbacks (its trace) and what the
/// lifecycle modifiers deliver to each tracked view, from its creation until `stop()`.
///
/// The explorer checks what it records; `.lifecycle` snapshots print it. One recorder listens
/// at a time: the runtime has one observer of deliveries.
@MainActor
package final class LifecycleRecorder {
    /// One thing recorded.
    package enum Entry: Equatable {
        /// A callback the runtime made (a controller's appearance, `init`, `deinit`…).
        case callback(TraceRecord)
        /// What the modifiers delivered to the tracked view numbered `view`, from 1 in the order
        /// the views first delivered something.
        case delivery(view: Int, LifecycleDeliveryObserver.Report)
    }

    /// A tracked view's relay, held weakly, so the recorder can tell whether it outlived teardown.
    package struct TrackedView {
        package weak var relay: AnyObject?
        package let number: Int
    }

    /// Everything recorded so far.
    package private(set) var entries: [Entry] = []
    /// The tracked views that delivered something, in order of their numbers.
    package private(set) var views: [TrackedView] = []
    private var viewNumbers: [ObjectIdentifier: Int] = [:]
    private var traceCount: Int

    /// Starts recording: the trace from its current end, and every delivery from now on.
    package init() {
        traceCount = Headless.trace.count
        LifecycleDeliveryObserver.current = { [weak self] relay, report in
            self?.receive(relay, report)
        }
    }

    /// Takes the trace's records made since the last call into ``entries``.
    package func takeTrace() {
        let trace = Headless.trace
        // A reset empties the trace: what it had was taken or belonged to the old world.
        if trace.count < traceCount { traceCount = 0 }
        for record in trace[traceCount...] { entries.append(.callback(record)) }
        traceCount = trace.count
    }

    /// Takes the last records and stops listening to deliveries.
    package func stop() {
        takeTrace()
        LifecycleDeliveryObserver.current = nil
    }

    private func receive(_ relay: AnyObject, _ report: LifecycleDeliveryObserver.Report) {
        // The callbacks that led to this delivery come before it.
        takeTrace()
        let key = ObjectIdentifier(relay)
        let number: Int
        if let known = viewNumbers[key], views[known - 1].relay === relay {
            number = known
        } else {
            // A new relay, or a new one at a freed relay's address.
            number = views.count + 1
            views.append(TrackedView(relay: relay, number: number))
            viewNumbers[key] = number
        }
        entries.append(.delivery(view: number, report))
    }
}
