// ViewLifecycle · HeadlessUIKit
// The one platform file of the headless runtime: the concurrency runtime's hooks and checks,
// which it exports as C symbols only, looked up by name.

import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the runtime asks of Swift's concurrency runtime: to make the headless main executor the
/// main actor's, and whether the caller runs on the main actor.
package enum ConcurrencyRuntime {
    private typealias GetMainExecutor = @convention(thin) () -> UnownedSerialExecutor
    private typealias GetMainExecutorHook = @convention(thin) (GetMainExecutor) -> UnownedSerialExecutor
    private typealias IsMainExecutor = @convention(thin) (UnownedSerialExecutor) -> Bool
    private typealias IsMainExecutorHook = @convention(thin) (UnownedSerialExecutor, IsMainExecutor) -> Bool
    private typealias EnqueueGlobal = @convention(thin) (UnownedJob) -> Void
    private typealias EnqueueGlobalHook = @convention(thin) (UnownedJob, EnqueueGlobal) -> Void

    /// Marks the main queue, so a worker thread serving it (after `dispatchMain()`, as under
    /// Swift Testing on Linux) is known to be the main actor's.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    private static func symbol(_ name: String) -> UnsafeMutableRawPointer? {
        dlsym(dlopen(nil, RTLD_NOW), name)
    }

    /// Makes ``HeadlessMainExecutor`` the main actor's executor and keeps on the run loop what
    /// the runtime's tasks send to the global executor; once per process, at the first world.
    /// Returns whether the runtime's hooks were found.
    ///
    /// Swift 6.3 asks `swift_task_getMainExecutor` for the main actor's executor at every hop,
    /// and its hook stands in front of it; the main actor's jobs then come to the headless
    /// executor. Code already running on the main queue stays isolated to the main actor: the
    /// executor answers for the main queue (`isIsolatingCurrentContext`). A job of the runtime's
    /// tasks sent to the global executor (a task resumed after its sleep, a task or actor it
    /// starts) stays on the run loop rather than racing it on the cooperative pool.
    package static let installMainExecutor: Bool = {
        _ = mainQueueKey
        guard let getHook = symbol("swift_task_getMainExecutor_hook"),
            let isMainHook = symbol("swift_task_isMainExecutor_hook"),
            let globalHook = symbol("swift_task_enqueueGlobal_hook")
        else { return false }
        globalHook.assumingMemoryBound(to: EnqueueGlobalHook?.self).pointee = { job, original in
            // Run on the main actor's executor: a task without the runtime's task executor (one
            // the app starts) then finds a scheduling executor for its sleeps in the run loop.
            if let membership = HeadlessJobs.membership(of: job) {
                let isWakeUp = membership == .wakeUp
                HeadlessMainExecutor.queue(.init(job: job, target: .mainActor, isWakeUp: isWakeUp))
            } else {
                original(job)
            }
        }
        getHook.assumingMemoryBound(to: GetMainExecutorHook?.self).pointee = { _ in
            HeadlessMainExecutor.shared.asUnownedSerialExecutor()
        }
        isMainHook.assumingMemoryBound(to: IsMainExecutorHook?.self).pointee = { executor, original in
            ConcurrencyRuntime.isHeadlessMainExecutor(executor) || original(executor)
        }
        return true
    }()

    /// Whether tasks can sleep on the run loop's virtual clock: Swift 6.3's scheduling executors
    /// (`SchedulingExecutor`, compiled in with a 6.3 compiler), which an Apple platform's own
    /// concurrency runtime has from its 26.4 releases on; elsewhere the toolchain's runtime has it.
    package static var schedulesSleeps: Bool {
        #if compiler(>=6.3)
            if #available(macOS 26.4, iOS 26.4, tvOS 26.4, watchOS 26.4, visionOS 26.4, *) { return true }
        #endif
        return false
    }

    /// The calling thread, as a number.
    static var currentThread: UInt {
        threadNumber(pthread_self())
    }

    /// A thread that is a number already (`pthread_t` on Linux).
    private static func threadNumber(_ thread: UInt) -> UInt { thread }

    /// A thread that is a pointer (`pthread_t` on Apple platforms), as its address.
    private static func threadNumber<Pointee>(_ thread: UnsafeMutablePointer<Pointee>) -> UInt {
        UInt(bitPattern: thread)
    }

    private static func isHeadlessMainExecutor(_ executor: UnownedSerialExecutor) -> Bool {
        let headless = HeadlessMainExecutor.shared.asUnownedSerialExecutor()
        let words = unsafeBitCast(executor, to: (UInt, UInt).self)
        return words == unsafeBitCast(headless, to: (UInt, UInt).self)
    }

    /// Whether the caller runs on the main queue or the main thread.
    package static var isOnMainQueue: Bool {
        _ = mainQueueKey
        return DispatchQueue.getSpecific(key: mainQueueKey) == true || Thread.isMainThread
    }

    private static let isCurrentExecutor: (@convention(c) (UInt, UInt) -> Bool)? = {
        guard let symbol = symbol("swift_task_isCurrentExecutor") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (UInt, UInt) -> Bool).self)
    }()

    /// Whether the caller runs on the main actor, by the concurrency runtime's own check behind
    /// `MainActor.assumeIsolated`, without its trap.
    ///
    /// The main actor does not always run on the main thread (Swift Testing on Linux runs it on
    /// another), so the thread is not the test; the executor is.
    package static var isOnMainActor: Bool {
        guard let isCurrentExecutor else { return true }
        let words = unsafeBitCast(MainActor.sharedUnownedExecutor, to: (UInt, UInt).self)
        return isCurrentExecutor(words.0, words.1)
    }
}
