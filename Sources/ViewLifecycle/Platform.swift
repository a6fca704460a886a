// ViewLifecycle · ViewLifecycle
// The one place that chooses the platform: Apple's SwiftUI with UIKit or AppKit, or the headless
// runtime everywhere else. Every other file is written against the names these bring in.

@_exported import LifecycleCore

// The headless runtime where Apple's frameworks are missing, and on Apple platforms too when the
// package's `Headless` trait is on (`swift build --traits Headless`, for its own demo and tests).
#if Headless || !(os(macOS) || canImport(UIKit))
    @_exported import HeadlessSwiftUI

    /// The view controller class the bridge controller derives from.
    typealias PlatformViewController = UIViewController
    /// The side whose callbacks the bridge controller receives.
    var platformSource: LifecycleContext.Source { .uiKit }
#elseif os(macOS)
    @_exported import AppKit
    @_exported import SwiftUI

    /// The view controller class the bridge controller derives from.
    typealias PlatformViewController = NSViewController
    /// The side whose callbacks the bridge controller receives.
    var platformSource: LifecycleContext.Source { .appKit }
#else
    @_exported import SwiftUI
    @_exported import UIKit

    /// The view controller class the bridge controller derives from.
    typealias PlatformViewController = UIViewController
    /// The side whose callbacks the bridge controller receives.
    var platformSource: LifecycleContext.Source { .uiKit }
#endif

/// Tells the headless runtime's observer what `relay` delivers, for the test tools that check
/// the stream (HeadlessTesting's explorer, `.lifecycle` snapshots); on Apple's frameworks nobody
/// listens, and this is nothing.
///
/// - Parameters:
///   - relay: The relay delivering: one per tracked view.
///   - report: The event about to be delivered, or the view's end.
@MainActor @inline(__always) func reportDelivery(
    _ relay: AnyObject, _ report: @autoclosure () -> DeliveryReport
) {
    #if Headless || !(os(macOS) || canImport(UIKit))
        LifecycleDeliveryObserver.current?(relay, report())
    #endif
}

#if Headless || !(os(macOS) || canImport(UIKit))
    /// What a relay reports to the headless runtime's observer.
    typealias DeliveryReport = LifecycleDeliveryObserver.Report
#else
    /// What a relay would report; on Apple's frameworks nobody listens, so none is made.
    enum DeliveryReport {
        case event(LifecycleEvent)
        case tearDown
    }
#endif

/// Whether the platform has `viewIsAppearing(_:)`, so an appearance synthesized from SwiftUI's
/// side includes `isAppearing` as UIKit's would (AppKit has none).
var platformHasIsAppearing: Bool { platformSource == .uiKit }

/// Runs `work` on the main actor once the current view update is over, on the next turn of the
/// main run loop, so a handler that changes state does not change it during the update.
///
/// - Parameter work: The work, run once.
@MainActor func afterViewUpdate(_ work: @escaping @MainActor () -> Void) {
    #if Headless || !(os(macOS) || canImport(UIKit))
        HeadlessWorld.shared.enqueue(work)
    #else
        DispatchQueue.main.async { MainActor.assumeIsolated { work() } }
    #endif
}

/// Starts the work of a `lifecycleTask`: a task as `Task(priority:operation:)` makes it on Apple
/// platforms; headless, one that runs on the run loop in virtual time, as SwiftUI's `task` does.
///
/// - Parameters:
///   - priority: The task's priority.
///   - operation: The work.
/// - Returns: The task, for cancelling it.
@MainActor func startTask(
    priority: TaskPriority, _ operation: @escaping @Sendable () async -> Void
) -> Task<Void, Never> {
    #if Headless || !(os(macOS) || canImport(UIKit))
        HeadlessJobs.startTask(priority: priority, operation)
    #else
        Task(priority: priority, operation: operation)
    #endif
}
