// ViewLifecycle · LifecycleTrace

extension SVGTimeline {
    /// One entry of the legend: a sample mark and what it means.
    public struct LegendEntry: Sendable, Hashable {
        /// The sample's mark.
        public var mark: Mark
        /// The sample's finding colour, if any.
        public var highlight: Highlight?
        /// What the sample means.
        public var text: String

        /// Creates a legend entry.
        ///
        /// - Parameters:
        ///   - mark: The sample's mark.
        ///   - highlight: The sample's finding colour, if any.
        ///   - text: What it means.
        public init(_ mark: Mark, _ highlight: Highlight? = nil, _ text: String) {
            self.mark = mark
            self.highlight = highlight
            self.text = text
        }
    }
}
