// ViewLifecycle · ViewLifecycle

/// A view with lifecycle handlers attached: what the lifecycle modifiers return.
///
/// Chaining more lifecycle modifiers on it adds their handlers to this one view, so however
/// many are chained, the view has one hidden bridge controller:
///
/// ```swift
/// Text("Inbox")
///     .onLoad { model.prepare() }
///     .onDidAppear { analytics.opened("Inbox") }
///     .onWillDisappear { draft.save() }
/// ```
public struct LifecycleTrackedView<Content: View>: View {
    /// The view the handlers are attached to.
    let content: Content
    /// The handlers, in the order they were attached.
    let handlers: LifecycleHandlers

    init(content: Content, handlers: LifecycleHandlers) {
        self.content = content
        self.handlers = handlers
    }

    /// The content with the bridge behind it, taking no space of its own; with visibility
    /// thresholds, also what measures the content against its scroll view.
    public var body: some View {
        if handlers.thresholds.isEmpty {
            content.background(LifecycleBridge(handlers: handlers))
        } else {
            content.modifier(VisibilityThresholdTracking(handlers: handlers))
        }
    }

    /// This view with `more` handlers after its own.
    func adding(_ more: LifecycleHandlers) -> LifecycleTrackedView<Content> {
        LifecycleTrackedView(content: content, handlers: handlers.merging(more))
    }
}
