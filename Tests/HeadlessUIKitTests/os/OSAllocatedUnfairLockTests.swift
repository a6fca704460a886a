// ViewLifecycle · HeadlessUIKitTests

import Testing
import os

/// A lock that owns its state: copies share both, and a held lock is not free to a second taker.
struct OSAllocatedUnfairLockTests {
    @Test("copies share the lock and the state")
    func sharedState() {
        let lock = OSAllocatedUnfairLock(initialState: [String]())
        let copy = lock
        copy.withLock { $0.append("from the copy") }
        #expect(lock.withLock { $0 } == ["from the copy"])
    }

    @Test("while the lock is held, withLockIfAvailable gives nil, and the holder owns it")
    func held() {
        let lock = OSAllocatedUnfairLock(initialState: 0)
        let inner: Int? = lock.withLockUnchecked { state in
            lock.precondition(.owner)
            state = 1
            let attempt: Int? = lock.withLockIfAvailableUnchecked { $0 }
            return attempt
        }
        #expect(inner == nil)
        lock.precondition(.notOwner)
        #expect(lock.withLockIfAvailable { $0 } == 1)
    }

    @Test("a lock without state locks and unlocks by hand")
    func manual() {
        let lock = OSAllocatedUnfairLock()
        lock.lock()
        #expect(!lock.lockIfAvailable())
        lock.unlock()
        #expect(lock.lockIfAvailable())
        lock.unlock()
        #expect(lock.withLock { "done" } == "done")
    }
}
