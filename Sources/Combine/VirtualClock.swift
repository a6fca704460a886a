// ViewLifecycle · Combine

import Foundation
import HeadlessUIKit

/// What the schedulers (`RunLoop`, `DispatchQueue`) share: the headless run loop's virtual
/// clock, its next turn and its timeline. Schedulers are called from nonisolated code, but the
/// runtime runs on the main thread, where these calls assume the main actor.
enum VirtualClock {
    /// Virtual seconds since the world began.
    static var now: TimeInterval {
        MainActor.assumeIsolated { HeadlessWorld.shared.now }
    }

    /// Runs `action` on the next run-loop turn.
    static func enqueue(_ action: @escaping () -> Void) {
        let work = ScheduledWork(action)
        MainActor.assumeIsolated { HeadlessWorld.shared.enqueue { work.run() } }
    }

    /// Runs `action` when virtual time reaches `time`, or on the next turn if it has passed.
    static func schedule(at time: TimeInterval, _ action: @escaping () -> Void) {
        let work = ScheduledWork(action)
        MainActor.assumeIsolated {
            let world = HeadlessWorld.shared
            let delay = time - world.now
            if delay > 0 {
                world.schedule(after: delay) { work.run() }
            } else {
                world.enqueue { work.run() }
            }
        }
    }

    /// Runs `action` at `start` and then every `interval` until the result is cancelled.
    static func repeating(
        from start: TimeInterval, every interval: TimeInterval, _ action: @escaping () -> Void
    ) -> any Cancellable {
        let work = ScheduledWork(action)
        let step = max(interval, 0.001)
        func fire(at time: TimeInterval) {
            schedule(at: time) {
                guard !work.isCancelled else { return }
                work.run()
                fire(at: time + step)
            }
        }
        fire(at: start)
        return AnyCancellable { work.isCancelled = true }
    }
}

/// A scheduler's action, carried to the main actor's run loop, which is where it was scheduled
/// from.
final class ScheduledWork: @unchecked Sendable {
    private let action: () -> Void
    var isCancelled = false

    init(_ action: @escaping () -> Void) { self.action = action }

    func run() { action() }
}
