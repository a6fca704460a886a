// ViewLifecycle · LifecycleTrace

extension SVGTimeline {
    /// How a row's event is drawn on its lane.
    public enum Mark: String, Sendable, Hashable, CaseIterable {
        /// A callback the trace recorded: a filled circle.
        case callback
        /// The object's `deinit`, which ends its lane: a cross.
        case end
        /// An event the balancer synthesized, which the trace never recorded: a hollow, dashed
        /// circle and italic text.
        case synthesized
        /// A recorded callback the balancer dropped: a hollow, dashed grey circle and italic text.
        case dropped
    }
}
