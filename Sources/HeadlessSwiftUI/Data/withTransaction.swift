// ViewLifecycle · HeadlessSwiftUI

/// Executes a closure with the specified transaction and returns the result.
///
/// The state changes land as any other (animations are not drawn headlessly); the
/// transaction's animation completions run once virtual time has passed its animation.
///
/// - Parameters:
///   - transaction: An instance of a transaction, set as the thread's current transaction.
///   - body: A closure to execute.
/// - Returns: The result of executing the closure with the specified transaction.
public func withTransaction<Result>(
    _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
    let result = try body()
    if !transaction.animationCompletions.isEmpty {
        let duration = transaction.animation?.duration ?? 0
        nonisolated(unsafe) let completions = transaction.animationCompletions
        if duration.isFinite {
            MainActor.assumeIsolated {
                for completion in completions { HeadlessWorld.shared.schedule(after: duration, completion) }
            }
        }
    }
    return result
}

/// Executes a closure with the specified transaction key path and value and returns the result.
///
/// - Parameters:
///   - keyPath: A key path that indicates the property of the transaction to set.
///   - value: The value to set.
///   - body: A closure to execute.
/// - Returns: The result of executing the closure with the specified transaction value.
public func withTransaction<R, V>(
    _ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R
) rethrows -> R {
    var transaction = Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}
