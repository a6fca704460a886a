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
    /// Where SwiftUI's own appearance of the content reaches the relay: one per identity, so it
    /// outlives the view values a parent's updates make.
    @State private var link = RelayLink()

    init(content: Content, handlers: LifecycleHandlers) {
        self.content = content
        self.handlers = handlers
    }

    /// The content with the bridge behind it, taking no space of its own; with visibility
    /// thresholds, also what measures the content against its scroll view. The bridge also
    /// reports SwiftUI's appearance of the content, the relay's second input, for the containers
    /// where UIKit forwards nothing to the bridge controller.
    public var body: some View {
        let link = link
        if handlers.thresholds.isEmpty {
            content.background(LifecycleBridge(handlers: handlers, link: link).reportingSwiftUIAppearance())
        } else {
            content.modifier(VisibilityThresholdTracking(handlers: handlers, link: link))
        }
    }

    /// This view with `more` handlers after its own.
    func adding(_ more: LifecycleHandlers) -> LifecycleTrackedView<Content> {
        LifecycleTrackedView(content: content, handlers: handlers.merging(more))
    }
}
