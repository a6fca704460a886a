// ViewLifecycle · ViewLifecycle

extension View {
    /// Adds an action to perform when the view becomes visible to the user, with at least
    /// `threshold` of its area inside the visible area of its scroll view, or stops being so.
    ///
    /// The view is visible from `didAppear` until `willDisappear` while its scene is active, as for
    /// `onVisibilityChange(_:)`, and while at least `threshold` of it is inside the visible area of
    /// the innermost scroll view, list or lazy stack that scrolls it; a view that nothing scrolls
    /// counts as wholly inside. The action is called on change only, with `false` when the view
    /// leaves while visible.
    ///
    /// ```swift
    /// ArticleRow(article)
    ///     .onVisibilityChange(threshold: 0.5) { visible in
    ///         if visible { analytics.impression(article.id) }
    ///     }
    /// ```
    ///
    /// - Parameters:
    ///   - threshold: The share of the view's area, from 0 to 1, that must be inside the visible
    ///     area; at 0, any part of it.
    ///   - action: Receives the new visibility; the one from the latest view update is called.
    /// - Returns: The view with the action attached.
    public func onVisibilityChange(
        threshold: Double, _ action: @escaping (Bool) -> Void
    ) -> LifecycleTrackedView<Self> {
        LifecycleTrackedView(
            content: self,
            handlers: LifecycleHandlers(threshold: .init(threshold: threshold, perform: action)))
    }
}
