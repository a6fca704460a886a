// ViewLifecycle · ViewLifecycle

extension LifecycleTrackedView {
    /// Adds to this view's handlers; see `View.onVisibilityChange(threshold:_:)`. The chain keeps
    /// one bridge.
    public func onVisibilityChange(
        threshold: Double, _ action: @escaping (Bool) -> Void
    ) -> LifecycleTrackedView<Content> {
        adding(LifecycleHandlers(threshold: .init(threshold: threshold, perform: action)))
    }
}
