// ViewLifecycle · ViewLifecycle

// The lifecycle modifiers on a view that already has handlers: Swift picks these over the
// `View` ones for a chained call, so the handlers join the existing bridge instead of adding one.
extension LifecycleTrackedView {
    /// Adds to this view's handlers; see `View.onLoad`. The chain keeps one bridge.
    public func onLoad(_ perform: @escaping () -> Void) -> LifecycleTrackedView<Content> {
        adding(LifecycleHandlers(on: .load, perform))
    }

    /// Adds to this view's handlers; see `View.onWillAppear`. The chain keeps one bridge.
    public func onWillAppear(_ perform: @escaping () -> Void) -> LifecycleTrackedView<Content> {
        adding(LifecycleHandlers(on: .willAppear(animated: false), perform))
    }

    /// Adds to this view's handlers; see `View.onIsAppearing`. The chain keeps one bridge.
    public func onIsAppearing(_ perform: @escaping () -> Void) -> LifecycleTrackedView<Content> {
        adding(LifecycleHandlers(on: .isAppearing(animated: false), perform))
    }

    /// Adds to this view's handlers; see `View.onDidAppear`. The chain keeps one bridge.
    public func onDidAppear(_ perform: @escaping () -> Void) -> LifecycleTrackedView<Content> {
        adding(LifecycleHandlers(on: .didAppear(animated: false), perform))
    }

    /// Adds to this view's handlers; see `View.onWillDisappear`. The chain keeps one bridge.
    public func onWillDisappear(_ perform: @escaping () -> Void) -> LifecycleTrackedView<Content> {
        adding(LifecycleHandlers(on: .willDisappear(animated: false), perform))
    }

    /// Adds to this view's handlers; see `View.onDidDisappear`. The chain keeps one bridge.
    public func onDidDisappear(_ perform: @escaping () -> Void) -> LifecycleTrackedView<Content> {
        adding(LifecycleHandlers(on: .didDisappear(animated: false), perform))
    }

    /// Adds to this view's handlers; see `View.onLifecycle`. The chain keeps one bridge.
    public func onLifecycle(
        _ handler: @escaping (LifecycleEvent, LifecycleContext) -> Void
    ) -> LifecycleTrackedView<Content> {
        adding(LifecycleHandlers(every: handler))
    }

    /// Adds to this view's handlers; see `View.onVisibilityChange`. The chain keeps one bridge.
    public func onVisibilityChange(_ perform: @escaping (Bool) -> Void) -> LifecycleTrackedView<Content> {
        adding(LifecycleHandlers(visibility: perform))
    }

    /// Adds to this view's handlers; see `View.lifecycleTask`. The chain keeps one bridge.
    public func lifecycleTask(
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> LifecycleTrackedView<Content> {
        adding(LifecycleHandlers(whileVisible: .init(priority: priority, operation: action)))
    }
}
