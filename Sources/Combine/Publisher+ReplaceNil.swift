// ViewLifecycle · Combine

extension Publisher {
    /// Replaces nil elements in the stream with the provided element.
    ///
    /// - Parameter output: The element to use when replacing `nil`.
    /// - Returns: A publisher that replaces `nil` elements from the upstream publisher with
    ///   the provided element.
    public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Self.Output == T? {
        Publishers.Map(upstream: self) { $0 ?? output }
    }
}
