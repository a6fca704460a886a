// ViewLifecycle · Combine

extension Publishers {
    /// A strategy that handles exhaustion of a buffer’s capacity.
    public enum BufferingStrategy<Failure: Error> {
        /// When full, discard the newly received element.
        case dropNewest
        /// When full, remove the least recently received element from the buffer.
        case dropOldest
        /// When full, execute the closure to provide a custom error: upstream is cancelled and
        /// the stream fails with it at once, dropping what the buffer held.
        case customError(() -> Failure)
    }
}
