// ViewLifecycle · lifecycle-bench
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import Foundation

    /// Counts Swift heap allocations (objects, closure contexts, boxes, array and string buffers)
    /// through the runtime's `_swift_allocObject` hook, the one the runtime keeps for instruments.
    ///
    /// What it misses: a bare `malloc` outside the Swift runtime, which nothing on the delivery path
    /// makes (it calls Swift closures over Swift values).
    enum AllocationCounter {
        private typealias Allocate = @convention(c) (UnsafeRawPointer?, Int, Int) -> UnsafeMutableRawPointer?

        nonisolated(unsafe) private static var original: Allocate?
        nonisolated(unsafe) private static var count = 0

        /// Counts the allocations `body` makes, or `nil` when the runtime has no hook or the hook
        /// does not see an allocation that certainly happens.
        static func counting(_ body: () -> Void) -> Int? {
            guard let control = countingUnchecked({ keep(Probe()) }), control >= 1 else { return nil }
            return countingUnchecked(body)
        }

        /// A class instance made behind an opaque call, so the control allocation cannot be elided.
        private final class Probe {}

        @inline(never) private static func keep(_ probe: Probe) {
            kept = probe
        }

        nonisolated(unsafe) private static var kept: Probe?

        private static func countingUnchecked(_ body: () -> Void) -> Int? {
            guard let symbol = dlsym(nil, "_swift_allocObject") else { return nil }
            let hook = symbol.assumingMemoryBound(to: Allocate.self)
            original = hook.pointee
            count = 0
            hook.pointee = { metadata, size, alignmentMask in
                AllocationCounter.count += 1
                return AllocationCounter.original!(metadata, size, alignmentMask)
            }
            body()
            hook.pointee = original!
            return count
        }
    }

#endif
