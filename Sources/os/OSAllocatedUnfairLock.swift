// ViewLifecycle · os (a stand-in where the platform has no os module)

import Foundation

/// A lock that owns the state it protects; copies share the lock and the state.
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
    /// The lock, the state and the thread holding the lock, shared by copies.
    private final class Storage {
        let lock = NSLock()
        var state: State
        var owner: ObjectIdentifier?

        init(state: State) {
            self.state = state
        }
    }

    private let storage: Storage

    /// A lock protecting `initialState`, which need not be `Sendable`.
    public init(uncheckedState initialState: State) {
        storage = Storage(state: initialState)
    }

    /// Runs `body` on the state while holding the lock; `body` and its result need not be `Sendable`.
    public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
        storage.lock.lock()
        storage.owner = ObjectIdentifier(Thread.current)
        defer {
            storage.owner = nil
            storage.lock.unlock()
        }
        return try body(&storage.state)
    }

    /// Runs `body` on the state while holding the lock.
    public func withLock<R>(_ body: @Sendable (inout State) throws -> R) rethrows -> R where R: Sendable {
        try withLockUnchecked(body)
    }

    /// Runs `body` on the state if the lock is free, or returns nil without waiting.
    public func withLockIfAvailableUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R? {
        guard storage.lock.try() else { return nil }
        storage.owner = ObjectIdentifier(Thread.current)
        defer {
            storage.owner = nil
            storage.lock.unlock()
        }
        return try body(&storage.state)
    }

    /// Runs `body` on the state if the lock is free, or returns nil without waiting.
    public func withLockIfAvailable<R>(_ body: @Sendable (inout State) throws -> R) rethrows -> R?
    where R: Sendable {
        try withLockIfAvailableUnchecked(body)
    }

    /// Whether the current thread holds the lock.
    public enum Ownership: Hashable, Sendable {
        /// The current thread holds it.
        case owner
        /// The current thread does not.
        case notOwner
    }

    /// Stops the process, with the C library's message, unless the current thread's ownership is
    /// `condition`.
    public func precondition(_ condition: Ownership) {
        let owns = storage.owner == ObjectIdentifier(Thread.current)
        switch condition {
        case .owner where !owns:
            preconditionFailure(
                "BUG IN CLIENT OF LIBPLATFORM: Assertion failed: Lock unexpectedly not owned by current thread"
            )
        case .notOwner where owns:
            preconditionFailure(
                "BUG IN CLIENT OF LIBPLATFORM: Assertion failed: Lock unexpectedly owned by current thread")
        default:
            break
        }
    }

    /// Takes the lock, waiting for it.
    func acquire() {
        storage.lock.lock()
        storage.owner = ObjectIdentifier(Thread.current)
    }

    /// Takes the lock if it is free.
    func acquireIfAvailable() -> Bool {
        guard storage.lock.try() else { return false }
        storage.owner = ObjectIdentifier(Thread.current)
        return true
    }

    /// Gives the lock back.
    func release() {
        storage.owner = nil
        storage.lock.unlock()
    }
}

extension OSAllocatedUnfairLock where State: Sendable {
    /// A lock protecting `initialState`.
    public init(initialState: State) {
        self.init(uncheckedState: initialState)
    }
}

extension OSAllocatedUnfairLock where State == () {
    /// A lock protecting no state.
    public init() {
        self.init(uncheckedState: ())
    }

    /// Runs `body` while holding the lock; `body` and its result need not be `Sendable`.
    public func withLockUnchecked<R>(_ body: () throws -> R) rethrows -> R {
        try withLockUnchecked { (_: inout State) in try body() }
    }

    /// Runs `body` while holding the lock.
    public func withLock<R>(_ body: @Sendable () throws -> R) rethrows -> R where R: Sendable {
        try withLockUnchecked { (_: inout State) in try body() }
    }

    /// Runs `body` if the lock is free, or returns nil without waiting.
    public func withLockIfAvailableUnchecked<R>(_ body: () throws -> R) rethrows -> R? {
        try withLockIfAvailableUnchecked { (_: inout State) in try body() }
    }

    /// Runs `body` if the lock is free, or returns nil without waiting.
    public func withLockIfAvailable<R>(_ body: @Sendable () throws -> R) rethrows -> R? where R: Sendable {
        try withLockIfAvailableUnchecked { (_: inout State) in try body() }
    }

    /// Takes the lock, waiting for it.
    @_unavailableFromAsync(message: "Use withLock for scoped locking")
    public func lock() { acquire() }

    /// Gives the lock back.
    @_unavailableFromAsync(message: "Use withLock for scoped locking")
    public func unlock() { release() }

    /// Takes the lock if it is free; whether it did.
    @_unavailableFromAsync(message: "Use withLockIfAvailable for scoped locking")
    public func lockIfAvailable() -> Bool { acquireIfAvailable() }
}
