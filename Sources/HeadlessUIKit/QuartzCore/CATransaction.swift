// ViewLifecycle · HeadlessUIKit

import Foundation

/// Core Animation's transactions: nested settings for the animations made inside them, and a
/// completion block.
///
/// Headlessly nothing is animated, so a transaction's completion block runs on the run loop's
/// next turn after the transaction commits (a guess at the order: `Docs/Evidence.md`). Settings
/// made outside `begin()` and `commit()` go to an implicit transaction that commits at the end of
/// the current run-loop turn, as Core Animation's does.
open class CATransaction: NSObject {
    /// One transaction's settings.
    private struct Frame {
        var isImplicit = false
        var values: [String: Any] = [:]
    }

    private nonisolated(unsafe) static var frames: [Frame] = []
    private static let framesLock = NSLock()

    /// Begins a transaction nested in the current one.
    open class func begin() {
        framesLock.withLock { frames.append(Frame()) }
    }

    /// Commits the innermost transaction: its completion block runs on the next run-loop turn.
    open class func commit() {
        let frame = framesLock.withLock { frames.popLast() }
        guard let completion = frame?.values[kCATransactionCompletionBlock] as? () -> Void else { return }
        runNextTurn(completion)
    }

    /// Commits every transaction at once; headlessly there is nothing to draw.
    open class func flush() {}

    /// Takes the transaction lock (a recursive lock in Core Animation; nothing to guard here).
    open class func lock() {}

    /// Releases the transaction lock.
    open class func unlock() {}

    /// How long animations made in the transaction last: 0.25 seconds unless set.
    open class func animationDuration() -> TimeInterval {
        value(forKey: kCATransactionAnimationDuration) as? TimeInterval ?? 0.25
    }

    /// Sets how long animations made in the transaction last.
    open class func setAnimationDuration(_ dur: TimeInterval) {
        setValue(dur, forKey: kCATransactionAnimationDuration)
    }

    /// The timing function of animations made in the transaction, or `nil`.
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
    }

    /// Sets the timing function of animations made in the transaction.
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function, forKey: kCATransactionAnimationTimingFunction)
    }

    /// Whether changes in the transaction skip their implicit animations: `false` unless set.
    open class func disableActions() -> Bool {
        value(forKey: kCATransactionDisableActions) as? Bool ?? false
    }

    /// Sets whether changes in the transaction skip their implicit animations.
    open class func setDisableActions(_ flag: Bool) {
        setValue(flag, forKey: kCATransactionDisableActions)
    }

    /// The block that runs once the transaction's animations are done, or `nil`.
    open class func completionBlock() -> (() -> Void)? {
        value(forKey: kCATransactionCompletionBlock) as? () -> Void
    }

    /// Sets the block that runs once the transaction's animations are done.
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        setValue(block, forKey: kCATransactionCompletionBlock)
    }

    /// The transaction's value for `key`, from the innermost transaction that set it.
    open class func value(forKey key: String) -> Any? {
        framesLock.withLock { frames.reversed().lazy.compactMap { $0.values[key] }.first }
    }

    /// Sets a value on the innermost transaction, beginning an implicit one when none is open.
    open class func setValue(_ anObject: Any?, forKey key: String) {
        let opensImplicit = framesLock.withLock { () -> Bool in
            let opens = frames.isEmpty
            if opens { frames.append(Frame(isImplicit: true)) }
            frames[frames.count - 1].values[key] = anObject
            return opens
        }
        if opensImplicit { runNextTurn { commitImplicit() } }
    }

    /// Commits the implicit transaction if it is still the innermost one.
    private class func commitImplicit() {
        guard framesLock.withLock({ frames.last?.isImplicit ?? false }) else { return }
        commit()
    }

    /// Runs work on the main run loop's next turn (on the main actor only: off it, there is no
    /// headless run loop to run it on, and the work is dropped).
    private class func runNextTurn(_ work: @escaping () -> Void) {
        guard ConcurrencyRuntime.isOnMainActor else { return }
        nonisolated(unsafe) let work = work
        MainActor.assumeIsolated { HeadlessWorld.shared.enqueue(work) }
    }
}

/// The transaction key of the animation duration.
public let kCATransactionAnimationDuration = "animationDuration"
/// The transaction key of the disable-actions flag.
public let kCATransactionDisableActions = "disableActions"
/// The transaction key of the timing function.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The transaction key of the completion block.
public let kCATransactionCompletionBlock = "completionBlock"
