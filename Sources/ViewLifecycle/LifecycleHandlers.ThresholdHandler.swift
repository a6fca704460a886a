// ViewLifecycle · ViewLifecycle

extension LifecycleHandlers {
    /// One `onVisibilityChange(threshold:_:)` handler: the share of the view's area that must be
    /// inside its scroll view's visible area, and the action told when the answer changes.
    struct ThresholdHandler {
        /// The share, from 0 to 1.
        var threshold: Double
        /// Receives the new visibility.
        var perform: (Bool) -> Void
    }
}
