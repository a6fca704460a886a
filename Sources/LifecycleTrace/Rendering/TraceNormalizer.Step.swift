// ViewLifecycle · LifecycleTrace

extension TraceNormalizer {
    /// One raw callback and what the balancer delivered for it.
    public struct Step: Codable, Sendable, Hashable {
        /// The source line of the callback.
        public var line: Int
        /// The callback in `#function` form.
        public var callback: String
        /// The delivered events, such as `load` or `willAppear(animated: false)`; empty when the
        /// callback was dropped.
        public var delivered: [String]
        /// For each delivered event, whether the balancer synthesized it.
        public var synthesized: [Bool]
    }
}
