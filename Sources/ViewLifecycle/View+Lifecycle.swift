// ViewLifecycle · ViewLifecycle

// The lifecycle modifiers on any view. Each wraps the view in a `LifecycleTrackedView`, whose own
// overloads of the same names (LifecycleTrackedView+Lifecycle.swift) Swift prefers for chained
// calls, so a chain adds handlers to one bridge.
extension View {
    /// Adds an action to perform once, when the view is first loaded, before it first appears.
    ///
    /// Called at most once per view identity, before any appearance handler, however often the view appears.
    ///
    /// - Parameter perform: The action; the one from the latest view update is called.
    /// - Returns: The view with the action attached.
    public func onLoad(_ perform: @escaping () -> Void) -> LifecycleTrackedView<Self> {
        tracked(LifecycleHandlers(on: .load, perform))
    }

    /// Adds an action to perform when the view is about to appear.
    ///
    /// Called before the view's `onDidAppear`, as UIKit's `viewWillAppear(_:)` is; appearances and disappearances always alternate, whatever order UIKit's callbacks came in.
    ///
    /// - Parameter perform: The action; the one from the latest view update is called.
    /// - Returns: The view with the action attached.
    public func onWillAppear(_ perform: @escaping () -> Void) -> LifecycleTrackedView<Self> {
        tracked(LifecycleHandlers(on: .willAppear(animated: false), perform))
    }

    /// Adds an action to perform when the view is about to appear and its geometry is ready.
    ///
    /// Called at most once per appearance, between `onWillAppear` and `onDidAppear`, as UIKit's
    /// `viewIsAppearing(_:)` is; never on macOS, where AppKit has no such callback.
    ///
    /// - Parameter perform: The action; the one from the latest view update is called.
    /// - Returns: The view with the action attached.
    public func onIsAppearing(_ perform: @escaping () -> Void) -> LifecycleTrackedView<Self> {
        tracked(LifecycleHandlers(on: .isAppearing(animated: false), perform))
    }

    /// Adds an action to perform when the view has appeared.
    ///
    /// Called once the appearance transition has finished, as UIKit's `viewDidAppear(_:)` is.
    ///
    /// - Parameter perform: The action; the one from the latest view update is called.
    /// - Returns: The view with the action attached.
    public func onDidAppear(_ perform: @escaping () -> Void) -> LifecycleTrackedView<Self> {
        tracked(LifecycleHandlers(on: .didAppear(animated: false), perform))
    }

    /// Adds an action to perform when the view is about to disappear.
    ///
    /// Called when another screen takes the view's place (a push, a full-screen presentation,
    /// another tab; a page sheet leaves it on screen), or when it is popped, dismissed or
    /// removed; a view removed while visible always gets it.
    ///
    /// - Parameter perform: The action; the one from the latest view update is called.
    /// - Returns: The view with the action attached.
    public func onWillDisappear(_ perform: @escaping () -> Void) -> LifecycleTrackedView<Self> {
        tracked(LifecycleHandlers(on: .willDisappear(animated: false), perform))
    }

    /// Adds an action to perform when the view has disappeared.
    ///
    /// Called once the disappearance has finished; always after `onWillDisappear`.
    ///
    /// - Parameter perform: The action; the one from the latest view update is called.
    /// - Returns: The view with the action attached.
    public func onDidDisappear(_ perform: @escaping () -> Void) -> LifecycleTrackedView<Self> {
        tracked(LifecycleHandlers(on: .didDisappear(animated: false), perform))
    }

    /// Adds an action to perform on every lifecycle event, with what surrounds it.
    ///
    /// Events follow the contract: `load` once and first, then `willAppear`, `isAppearing`,
    /// `didAppear`, `willDisappear`, `didDisappear` in that cycle (a cancelled interactive
    /// transition reverses a `will` with the opposite one, marked in the context), balanced by
    /// the time the view leaves, repeats dropped.
    ///
    /// - Parameter handler: Receives each event and its context.
    /// - Returns: The view with the handler attached.
    public func onLifecycle(
        _ handler: @escaping (LifecycleEvent, LifecycleContext) -> Void
    ) -> LifecycleTrackedView<Self> {
        tracked(LifecycleHandlers(every: handler))
    }

    /// Adds an action to perform when the view becomes visible to the user or stops being so.
    ///
    /// The view is visible from `didAppear` until `willDisappear` while its scene is active; the
    /// action is called on change only, so going to the background reports `false` and coming
    /// back reports `true`.
    ///
    /// - Parameter perform: Receives the new visibility.
    /// - Returns: The view with the action attached.
    public func onVisibilityChange(_ perform: @escaping (Bool) -> Void) -> LifecycleTrackedView<Self> {
        tracked(LifecycleHandlers(visibility: perform))
    }

    /// Adds async work that runs while the view is on screen.
    ///
    /// The work starts when the view has appeared (unlike `task`, which starts before the view
    /// is on screen) and is cancelled when the view is about to disappear or leaves for good;
    /// it starts again at the next appearance.
    ///
    /// - Parameters:
    ///   - priority: The priority of the work's task.
    ///   - action: The work; it should return soon after its task is cancelled.
    /// - Returns: The view with the work attached.
    public func lifecycleTask(
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> LifecycleTrackedView<Self> {
        tracked(LifecycleHandlers(whileVisible: .init(priority: priority, operation: action)))
    }

    private func tracked(_ handlers: LifecycleHandlers) -> LifecycleTrackedView<Self> {
        LifecycleTrackedView(content: self, handlers: handlers)
    }
}
