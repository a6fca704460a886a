// ViewLifecycle · Combine

extension Publishers {
    /// A strategy for filling a buffer.
    public enum PrefetchStrategy: Hashable, Sendable {
        /// A strategy to fill the buffer at subscription time, and keep it full thereafter: it
        /// asks upstream for `size` elements at once, and for one more as each leaves the buffer.
        case keepFull
        /// A strategy that avoids prefetching and instead performs requests on demand: at the
        /// subscriber's first request it asks upstream for every element.
        case byRequest
    }
}
